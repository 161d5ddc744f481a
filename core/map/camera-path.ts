import { along, bearing, bezierSpline, length, lineString, simplify } from '@turf/turf';
import type { Feature, LineString, Position } from 'geojson';

// The fly-through's paths along a route (docs/product/maps.md#fly-through): the camera's heading follows the route simplified
// and smoothed loosely (camera route defaults), the point it looks at follows a tighter curve (curve
// smoothing defaults), so the view turns gently while staying on the trail.

const CAMERA_ROUTE = { resolution: 20_000, sharpness: 0.5, tolerance: 0.001, highQuality: true } as const;
const CURVE_SMOOTHING = { resolution: 10_000, sharpness: 0.85 } as const;

export interface CameraPaths {
  /** What the camera looks at. */
  target: Feature<LineString>;
  /** What the camera's heading follows. */
  heading: Feature<LineString>;
  /** Kilometres along the target path. */
  length: number;
}

const flat = (coordinates: Position[]): Position[] => coordinates.map(([lng = 0, lat = 0]) => [lng, lat]);

export function cameraPaths(route: LineString): CameraPaths {
  const line = lineString(flat(route.coordinates));
  const target = bezierSpline(line, CURVE_SMOOTHING);
  const simplified = simplify(line, { tolerance: CAMERA_ROUTE.tolerance, highQuality: CAMERA_ROUTE.highQuality });
  const heading = bezierSpline(simplified, { resolution: CAMERA_ROUTE.resolution, sharpness: CAMERA_ROUTE.sharpness });
  return { target, heading, length: length(target) };
}

/** A view `fraction` of the way along: where to look and which way to face. */
export function cameraAt(paths: CameraPaths, fraction: number, lookKm = 0.3): { center: [number, number]; bearing: number } {
  const at = Math.max(0, Math.min(1, fraction)) * paths.length;
  const headingLength = length(paths.heading);
  const scale = paths.length > 0 ? headingLength / paths.length : 1;
  const behind = along(paths.heading, Math.max(0, at * scale - lookKm));
  const ahead = along(paths.heading, Math.min(headingLength, at * scale + lookKm));
  const center = along(paths.target, at).geometry.coordinates;
  return { center: [center[0]!, center[1]!], bearing: bearing(behind, ahead) };
}
