import type { MouseEventHandler } from 'react';

export interface FlythroughControlProps {
  labels: { start: string; stop: string };
  /** The id of the map's box: the button brings it into view before flying. */
  map: string;
}

/** What the hydrated island (client/islands/flythrough.tsx) adds: the map's readiness and the flight. */
export interface FlythroughControlState {
  /** The map has drawn the route and can fly along it. */
  ready: boolean;
  flying: boolean;
  toggle: MouseEventHandler<HTMLButtonElement>;
}

/**
 * The fly-through's start/stop button. The server renders it disabled (the section's text says the
 * flight starts once the map has loaded); the island enables it when the map answers with a route.
 */
export function FlythroughControl({ labels, state }: FlythroughControlProps & { state?: FlythroughControlState }) {
  return (
    <p className="flythrough__control">
      <button type="button" disabled={!state?.ready} onClick={state?.toggle}>
        {state?.flying ? labels.stop : labels.start}
      </button>
    </p>
  );
}
