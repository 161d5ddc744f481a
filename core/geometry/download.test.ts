import { describe, expect, it } from 'vitest';
import { t } from '../i18n/t';
import { type DownloadFeature, selectDownload, toGeoJson } from './download';
import { toGpx } from './gpx';

const point: DownloadFeature = { type: 'Feature', id: 'p', geometry: { type: 'Point', coordinates: [-77.6, 42.9, 250] }, properties: { text: 'Falls & "Overlook"' } };
const line: DownloadFeature = {
  type: 'Feature',
  id: 'l',
  geometry: {
    type: 'LineString',
    coordinates: [
      [-77.6, 42.9, 200],
      [-77.5, 42.95, 230],
    ],
  },
  properties: { text: 'Rim <trail>' },
};
const polygon: DownloadFeature = {
  type: 'Feature',
  id: 'a',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
};

describe('selectDownload', () => {
  it('needs features', () => {
    const result = selectDownload([]);
    expect(result).toEqual({ ok: false, message: 'no_features' });
    if (!result.ok) expect(t('en', result.message)).toBe('Sorry, there are no features available to download.');
  });

  it('excludes points when asked, and says so when nothing is left', () => {
    expect(selectDownload([point, line, polygon], { excludePoints: true })).toEqual({ ok: true, features: [line, polygon] });
    const result = selectDownload([point], { excludePoints: true });
    expect(result).toEqual({ ok: false, message: 'no_paths_polygons' });
    if (!result.ok) expect(t('en', result.message)).toBe('Sorry, there are no lines/paths or polygons/areas available to download.');
  });

  it('keeps everything by default', () => {
    expect(selectDownload([point, line])).toEqual({ ok: true, features: [point, line] });
  });
});

describe('toGeoJson', () => {
  it('is a FeatureCollection', () => {
    expect(JSON.parse(toGeoJson([point]))).toEqual({ type: 'FeatureCollection', features: [point] });
  });
});

describe('toGpx', () => {
  const gpx = toGpx([point, line, polygon], 'Gorge <Guide>');

  it('writes waypoints before tracks, with escaped names and elevations', () => {
    expect(gpx).toContain('<metadata><name>Gorge &lt;Guide&gt;</name></metadata>');
    expect(gpx).toContain('<wpt lat="42.9" lon="-77.6"><ele>250</ele><name>Falls &amp; &quot;Overlook&quot;</name></wpt>');
    expect(gpx).toContain('<trk><name>Rim &lt;trail&gt;</name><trkseg><trkpt lat="42.9" lon="-77.6"><ele>200</ele></trkpt><trkpt lat="42.95" lon="-77.5"><ele>230</ele></trkpt></trkseg></trk>');
    expect(gpx.indexOf('<wpt')).toBeLessThan(gpx.indexOf('<trk>'));
  });

  it('turns polygon rings into track segments', () => {
    expect(gpx).toContain('<trk><trkseg><trkpt lat="0" lon="0"></trkpt><trkpt lat="0" lon="1"></trkpt>');
  });

  it('is a GPX 1.1 document', () => {
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Travel Guide" xmlns="http://www.topografix.com/GPX/1/1">')).toBe(true);
    expect(gpx.endsWith('</gpx>')).toBe(true);
  });
});
