import { describe, expect, it } from 'vitest';
import { mapModel, render } from '../../test/support/component-fixtures';
import { FeatureMap } from './FeatureMap';
import { FlythroughControl } from './FlythroughControl';
import { ISLAND_ATTRIBUTES } from './island-protocol';
import { type FeatureMapProps, mapLoad, scrollsWithPage } from './map-props';
import { ProfileCursor } from './ProfileCursor';

const labels = Object.fromEntries(
  [
    'region',
    'list',
    'failed',
    'showOnMap',
    'details',
    'directions',
    'opensInNewTab',
    'style',
    'styleOutdoor',
    'styleHybrid',
    'perspective',
    'tiltTip',
    'locate',
    'locateFailed',
    'downloadGeoJson',
    'downloadGpx',
    'downloadHint',
    'start',
    'gestureWindows',
    'gestureMac',
    'gestureMobile',
    'closePopup',
    'zoomIn',
    'zoomOut',
    'resetBearing',
    'toggleAttribution',
  ].map((key) => [key, key]),
) as unknown as FeatureMapProps['labels'];
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
  picture: { src: '/map/static/x.svg', width: 800, height: 450, alt: 'Map of A place', camera: { center: [-66, 18], zoom: 9 } },
  labels,
};

describe('the map island without JavaScript', () => {
  it("shows the map's picture in its box, and lists every feature as text with its link", async () => {
    const html = await render(<FeatureMap {...props} />);
    expect(html).toContain('<div class="feature-map__box" id="m-box"><img class="feature-map__picture" src="/map/static/x.svg" width="800" height="450" alt="Map of A place" decoding="async"/></div>');
    expect(html).toContain('<ul class="feature-list" id="m-list" aria-label="list">');
    expect(html).toContain('<a href="/entries/a/a">A &lt;b&gt;place&lt;/b&gt;</a>');
    // Controls and "show on map" need the map: none before it draws.
    expect(html).not.toContain('<button');
  });
});

describe('a map that waits for the visitor', () => {
  it('loads at once on the map page and a Map tab, on engagement where it is one section of a page', () => {
    expect(mapLoad('page')).toBe('load');
    expect(mapLoad('index')).toBe('load');
    expect(mapLoad('entry')).toBe('engage');
    expect(mapLoad('split')).toBe('engage');
    expect(mapLoad('embed')).toBe('engage');
  });

  it('leaves one finger and the wheel to the page everywhere but the map page', () => {
    expect(scrollsWithPage('page')).toBe(false);
    for (const layout of ['index', 'split', 'entry', 'embed'] as const) expect(scrollsWithPage(layout)).toBe(true);
  });

  it('marks its box as what the visitor reaches for and offers the control that starts it, over the picture', async () => {
    const html = await render(<FeatureMap {...props} layout="entry" />);
    expect(html).toContain(
      `<div class="feature-map__box" id="m-box" ${ISLAND_ATTRIBUTES.engage}=""><img class="feature-map__picture" src="/map/static/x.svg" width="800" height="450" alt="Map of A place" decoding="async"/><button type="button" class="feature-map__start">start</button></div>`,
    );
  });

  it('keeps the control, busy, while the map loads, and drops it once the map has drawn or failed', async () => {
    const state = (status: 'loading' | 'ready' | 'failed') => ({
      enhanced: true,
      status,
      canvas: null,
      tools: { variant: 'outdoor' as const, perspective: false, canTilt: true, locating: false, locateFailed: false, on: { variant() {}, perspective() {}, locate() {} } },
      list: { highlighted: null, ready: status === 'ready', hover() {}, show() {} },
    });
    expect(await render(<FeatureMap {...props} layout="entry" state={state('loading')} />)).toContain('<button type="button" class="feature-map__start" aria-busy="true">start</button>');
    expect(await render(<FeatureMap {...props} layout="entry" state={state('ready')} />)).not.toContain('feature-map__start');
    expect(await render(<FeatureMap {...props} layout="entry" state={state('failed')} />)).not.toContain('feature-map__start');
  });
});

describe('the fly-through button', () => {
  it('is disabled until the map answers', async () => {
    expect(await render(<FlythroughControl map="m-box" labels={{ start: 'Start', stop: 'Stop' }} />)).toBe('<p class="flythrough__control"><button type="button" disabled="">Start</button></p>');
  });
});

describe('the profile cursor', () => {
  const points = [
    { distance: 0, elevation: 100 },
    { distance: 1, elevation: 300 },
    { distance: 2, elevation: 200 },
  ];
  const cursor = { points, distanceUnit: 'mi', elevationUnit: 'ft', locale: 'en', labels: { cursor: 'Position', position: '{distance} {distanceUnit}, elevation {elevation} {elevationUnit}' } };

  const on = { move: () => {}, leave: () => {}, key: () => {}, blur: () => {} };
  /** What the hydrated cursor reads out at `distance`. */
  const readout = async (distance: number) => {
    const html = await render(<ProfileCursor {...cursor} state={{ enhanced: true, distance, ref: null, on }} />);
    return /<p class="profile__readout">([^<]*)<\/p>/.exec(html)?.[1];
  };

  it('reads the elevation off the line between points', async () => {
    expect(await readout(0.5)).toBe('0.5 mi, elevation 200 ft');
    expect(await readout(1.5)).toBe('1.5 mi, elevation 250 ft');
    expect(await readout(5)).toBe('5 mi, elevation 200 ft');
    expect(await readout(1.25)).toBe('1.3 mi, elevation 275 ft');
  });

  it('is an empty layer over the chart on the server, a slider once hydrated', async () => {
    const html = await render(<ProfileCursor {...cursor} />);
    expect(html).not.toContain('role="slider"');
    const live = await render(<ProfileCursor {...cursor} state={{ enhanced: true, distance: 1, ref: null, on }} />);
    expect(live).toContain('role="slider" tabindex="0" aria-label="Position" aria-valuemin="0" aria-valuemax="2" aria-valuenow="1" aria-valuetext="1 mi, elevation 300 ft"');
    expect(live).toContain('<p class="profile__readout">1 mi, elevation 300 ft</p>');
  });
});
