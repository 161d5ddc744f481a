import { describe, expect, it } from 'vitest';
import { mapModel, render } from '../components/test-fixtures';
import { FeatureMap } from './FeatureMap';
import { FlythroughControl } from './FlythroughControl';
import type { FeatureMapProps } from './map-props';
import { elevationAt, ProfileCursor, positionText } from './ProfileCursor';

const labels = Object.fromEntries(['region', 'list', 'noScript', 'failed', 'showOnMap', 'details', 'directions', 'opensInNewTab', 'style', 'styleOutdoor', 'styleHybrid', 'perspective', 'tiltTip', 'locate', 'locateFailed', 'downloadGeoJson', 'downloadGpx', 'downloadHint'].map((key) => [key, key])) as unknown as FeatureMapProps['labels'];
const { settings } = mapModel('/x');
const props: FeatureMapProps = {
  id: 'm',
  layout: 'index',
  features: '/places/features.geojson',
  style: '/map/style.json',
  view: 'site',
  settings,
  highlight: 'entry',
  items: [{ key: 'a', title: 'A <b>place</b>', href: '/entries/a/a', kind: 'Place', coordinates: '18.00000, -66.00000' }],
  labels,
};

describe('the map island without JavaScript', () => {
  it('reserves the box, says the map needs a script, and lists every feature as text with its link', async () => {
    const html = await render(<FeatureMap {...props} />);
    expect(html).toContain('<div class="feature-map__box" id="m-box"><noscript><p class="feature-map__note">noScript</p></noscript></div>');
    expect(html).toContain('<ul class="feature-list" id="m-list" aria-label="list">');
    expect(html).toContain('<a href="/entries/a/a">A &lt;b&gt;place&lt;/b&gt;</a>');
    // Controls and "show on map" need the map: none before it draws.
    expect(html).not.toContain('<button');
  });
});

describe('the fly-through button', () => {
  it('is disabled until the map answers', async () => {
    expect(await render(<FlythroughControl map="m-box" labels={{ start: 'Start', stop: 'Stop' }} />)).toBe('<p class="flythrough__control"><button type="button" disabled="">Start</button></p>');
  });
});

describe('the profile cursor', () => {
  const points = [{ distance: 0, elevation: 100 }, { distance: 1, elevation: 300 }, { distance: 2, elevation: 200 }];
  const cursor = { points, distanceUnit: 'mi', elevationUnit: 'ft', labels: { cursor: 'Position', position: '{distance} {distanceUnit}, elevation {elevation} {elevationUnit}' } };

  it('reads the elevation off the line between points', () => {
    expect(elevationAt(points, 0.5)).toBe(200);
    expect(elevationAt(points, 1.5)).toBe(250);
    expect(elevationAt(points, 5)).toBe(200);
    expect(positionText(cursor, 1.25)).toBe('1.3 mi, elevation 275 ft');
  });

  it('is an empty layer over the chart on the server, a slider once hydrated', async () => {
    const html = await render(<ProfileCursor {...cursor} />);
    expect(html).not.toContain('role="slider"');
    const on = { move: () => {}, leave: () => {}, key: () => {}, blur: () => {} };
    const live = await render(<ProfileCursor {...cursor} state={{ enhanced: true, distance: 1, ref: null, on }} />);
    expect(live).toContain('role="slider" tabindex="0" aria-label="Position" aria-valuemin="0" aria-valuemax="2" aria-valuenow="1" aria-valuetext="1 mi, elevation 300 ft"');
    expect(live).toContain('<p class="profile__readout">1 mi, elevation 300 ft</p>');
  });
});
