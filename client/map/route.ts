// Along a page's route (its first line): the fly-through, and the place the elevation profile's
// cursor marks.
import { along, feature, length } from '@turf/turf';
import type { LineString } from 'geojson';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { cameraAt, cameraPaths } from '../../core/map/camera-path';
import { setCursor } from './layers';

/** Seconds of flight a kilometre of route, and the shortest and longest flights. */
const SECONDS_PER_KM = 6;
const FLIGHT_SECONDS = [20, 90] as const;
/** With reduced motion: this many still views, each held this long. */
const STILLS = 6;
const STILL_MS = 3000;

interface FlightOptions {
  pitch: number;
  zoom: number;
  /** Called once when the flight ends or is stopped; the camera is back where it was. */
  done(): void;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a flight along `km` of route lasts, in milliseconds. */
function flightMs(km: number): number {
  return Math.min(FLIGHT_SECONDS[1], Math.max(FLIGHT_SECONDS[0], km * SECONDS_PER_KM)) * 1000;
}

/** The point `fraction` of the way along the route (the elevation profile's cursor on the map). */
export function pointAlong(route: LineString, fraction: number): [number, number] {
  const km = Math.max(0, Math.min(1, fraction)) * length(feature(route));
  const [lng = 0, lat = 0] = along(route, km).geometry.coordinates;
  return [lng, lat];
}

/**
 * Flies the camera along the route and returns the function that stops it. With prefers-reduced-motion
 * the route is shown as a sequence of still views instead of motion.
 */
export function startFlythrough(map: MaplibreMap, route: LineString, options: FlightOptions): () => void {
  const paths = cameraPaths(route);
  const before = { center: map.getCenter(), zoom: map.getZoom(), bearing: map.getBearing(), pitch: map.getPitch() };
  let frame = 0;
  let timer = 0;
  let stopped = false;

  const show = (fraction: number) => {
    const view = cameraAt(paths, fraction);
    map.jumpTo({ center: view.center, bearing: view.bearing, pitch: options.pitch, zoom: options.zoom });
    setCursor(map, view.center);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    map.jumpTo(before);
    options.done();
  };

  if (reducedMotion()) {
    const still = (index: number) => {
      if (index >= STILLS) return stop();
      show(index / (STILLS - 1));
      timer = window.setTimeout(() => still(index + 1), STILL_MS);
    };
    still(0);
    return stop;
  }

  const duration = flightMs(paths.length);
  const started = performance.now();
  const step = (now: number) => {
    const fraction = (now - started) / duration;
    if (fraction >= 1) return stop();
    show(fraction);
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return stop;
}
