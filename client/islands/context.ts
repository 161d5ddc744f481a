import { createContext, useContext } from 'react';

/** What the page-wide script lends to islands; passed in at hydration so no island imports it. */
export interface IslandServices {
  /** The navigation progress bar (client/progress.ts), absent when the page has none. */
  progress?: { start(): void; finish(): void; fail(): void };
  /**
   * A form island's post and its answer (client/forms/post-json.ts): lent, so that a post finding no
   * network is kept by the page-wide offline code (client/offline/) to be sent later.
   */
  post?: (action: string, body: Record<string, string>) => Promise<unknown>;
}

interface IslandContextValue {
  /** False while React hydrates (the render must equal the server's), true from the next render on. */
  enhanced: boolean;
  services: IslandServices;
}

export const IslandContext = createContext<IslandContextValue>({ enhanced: false, services: {} });

export const useEnhanced = () => useContext(IslandContext).enhanced;
export const useServices = () => useContext(IslandContext).services;
