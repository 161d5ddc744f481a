import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandProps } from '../../ui/islands/island-protocol';
import { IslandContext, type IslandServices } from './context';

/**
 * Renders the island exactly as the server did, then once more as enhanced (its own button roles,
 * validation, handlers' state), and only after that commit reports ready: a held click is replayed to
 * the enhanced markup, never to the server's.
 */
function Hydration({ services, onReady, children }: { services: IslandServices; onReady: () => void; children: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    if (enhanced) onReady();
    else setEnhanced(true);
  }, [enhanced, onReady]);
  return <IslandContext value={{ enhanced, services }}>{children}</IslandContext>;
}

/**
 * Hydrates one island root with React; resolves once its enhanced render is committed, with the
 * function that unmounts it (a client navigation swapping the island's page out calls it).
 */
export function hydrateIsland(root: HTMLElement, name: string, Component: ComponentType<IslandProps>, props: IslandProps, services: IslandServices): Promise<() => void> {
  return new Promise((resolve) => {
    const reactRoot = hydrateRoot(
      root,
      <Hydration services={services} onReady={() => resolve(() => reactRoot.unmount())}>
        <Component {...props} />
      </Hydration>,
      {
        // A mismatch makes React re-render the island on the client: loud, because it means the
        // server's markup and the island's first render have drifted apart.
        onRecoverableError: (error) => console.error(`island ${name}: hydration error`, error),
      },
    );
  });
}
