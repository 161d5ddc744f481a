// How a detail page's islands talk to its map: each island is its own React root, so the fly-through
// button and the elevation profile reach the map through events on the document. None of this loads
// maplibre: the companions stay small, and the map answers once it has drawn.
import { useEffect } from 'react';
import type { FeatureMapController } from './controller';

export interface MapState {
  /** The map has drawn its features. */
  ready: boolean;
  /** It has a route to fly along and to mark positions on. */
  route: boolean;
  flying: boolean;
}

interface MapMessages {
  /** The map's state, sent whenever it changes and in answer to a query. */
  'tg-map:state': MapState;
  /** A companion asks for the state (it may have hydrated after the map). */
  'tg-map:query': null;
  'tg-map:flythrough': { run: boolean };
  /** A position along the route as a fraction of its length; null hides the marker. */
  'tg-map:route-position': { fraction: number | null };
}

export type MapMessage = keyof MapMessages;

export function sendToMap<M extends MapMessage>(type: M, detail: MapMessages[M]): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens for one message type; returns the function that stops listening. */
export function onMapMessage<M extends MapMessage>(type: M, listener: (detail: MapMessages[M]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<MapMessages[M]>).detail);
  document.addEventListener(type, handler);
  return () => document.removeEventListener(type, handler);
}

/**
 * Answers the page's other islands (fly-through button, elevation profile) once the map has drawn:
 * tells them its state, flies along the route on request, and marks the profile's position on it.
 */
export function useCompanions(controller: FeatureMapController | undefined, flying: boolean): void {
  useEffect(() => {
    if (!controller) return;
    const state = () => sendToMap('tg-map:state', { ready: true, route: controller.hasRoute, flying });
    state();
    const stops = [
      onMapMessage('tg-map:query', state),
      onMapMessage('tg-map:flythrough', ({ run }) => controller.flythrough(run)),
      onMapMessage('tg-map:route-position', ({ fraction }) => controller.routePosition(fraction)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [controller, flying]);
}
