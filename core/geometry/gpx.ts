import { escapeXml } from '../encoding/text';
import type { DownloadFeature } from './download';
import { linesOf, type Position, pointsOf } from './geometry';

// GPX 1.1 (https://www.topografix.com/GPX/1/1/): waypoints for points, one track per line-like
// feature with a segment per line or ring. Serialised here, not in JSX: GPX is a data file.

function isPosition(position: Position): boolean {
  return position.length >= 2 && position.every((value) => typeof value === 'number' && Number.isFinite(value));
}

function pointXml(tag: 'wpt' | 'trkpt', [lng, lat, ele]: Position, name?: string): string {
  const children = [ele !== undefined ? `<ele>${ele}</ele>` : '', name ? `<name>${escapeXml(name)}</name>` : ''].join('');
  return `<${tag} lat="${lat}" lon="${lng}">${children}</${tag}>`;
}

function featureName(feature: DownloadFeature): string | undefined {
  const text = feature.properties?.text;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}

/** Waypoint elements of the features' points: a GPX file lists every waypoint before any track. */
export function gpxWaypoints(features: readonly DownloadFeature[]): string[] {
  return features.flatMap((feature) =>
    pointsOf(feature.geometry)
      .filter(isPosition)
      .map((position) => pointXml('wpt', position, featureName(feature))),
  );
}

/** Track elements, one per feature with lines or rings, a segment per line or ring. */
export function gpxTracks(features: readonly DownloadFeature[]): string[] {
  return features.flatMap((feature) => {
    const segments = linesOf(feature.geometry)
      .map((line) => line.filter(isPosition))
      .filter((line) => line.length > 0)
      .map((line) => `<trkseg>${line.map((position) => pointXml('trkpt', position)).join('')}</trkseg>`);
    if (segments.length === 0) return [];
    const title = featureName(feature);
    return [`<trk>${title ? `<name>${escapeXml(title)}</name>` : ''}${segments.join('')}</trk>`];
  });
}

/** Whether any feature would write a track. */
export function hasGpxTracks(features: readonly DownloadFeature[]): boolean {
  return features.some((feature) => linesOf(feature.geometry).some((line) => line.some(isPosition)));
}

/** The document's opening lines up to its metadata; `name` titles the file. */
export function gpxHead(name: string): string[] {
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<gpx version="1.1" creator="Travel Guide" xmlns="http://www.topografix.com/GPX/1/1">', `<metadata><name>${escapeXml(name)}</name></metadata>`];
}

export const GPX_END = '</gpx>';

/** A GPX document of the features; `name` titles the file's metadata. */
export function toGpx(features: readonly DownloadFeature[], name: string): string {
  return [...gpxHead(name), ...gpxWaypoints(features), ...gpxTracks(features), GPX_END].join('\n');
}
