import { useEffect } from 'react';
import { onMapMessage, sendToMap } from './channel';
import type { FeatureMapController } from './controller';

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
