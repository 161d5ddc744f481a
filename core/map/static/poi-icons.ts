import { LIGHT } from '@protomaps/basemaps';
import { circle, ellipse, polygon, rect, star } from './sprite-shapes';
import type { SpriteIcon } from './sprite-icons';

// The basemap's points of interest as sprite drawings (docs/decisions/059-basemap-pois.md): a white
// glyph on a disc in the colour of the point's group, the groups and colours being the ones the
// @protomaps/basemaps flavours give their names (nature green, transport lapis, food tangerine…). One
// drawing a kind, for the kinds the flavours' `pois` layer names that an OpenStreetMap archive holds, and
// for what someone out walking looks for, which the flavours leave out (huts, shelters, viewpoints,
// parking, information, picnic sites).

/** The flavours' groups of points, each a colour of their `pois` palette. */
export type PoiGroup = 'green' | 'lapis' | 'slategray' | 'blue' | 'tangerine' | 'pink' | 'turquoise';

interface PoiDrawing {
  group: PoiGroup;
  /** The glyph's outlines, filled white. */
  glyph: readonly string[];
  /** Outlines cut back out of the glyph in the disc's colour (a door, a window, the hole of a P). */
  cuts?: readonly string[];
}

const SIZE = 15;
const MID = SIZE / 2;

const hut: PoiDrawing = {
  group: 'green',
  glyph: [polygon([3.2, 7.6, 7.5, 3.3, 11.8, 7.6, 10.6, 7.6, 10.6, 11.6, 4.4, 11.6, 4.4, 7.6])],
  cuts: [rect(6.7, 9, 1.6, 2.6)],
};

const mortarboard: PoiDrawing = {
  group: 'slategray',
  glyph: [polygon([7.5, 3.5, 12.5, 6, 7.5, 8.5, 2.5, 6]), polygon([4.8, 7.2, 10.2, 7.2, 10.2, 9.8, 7.5, 11, 4.8, 9.8]), rect(11.7, 6, 0.6, 3.5)],
};

/** By the kind a `pois` feature carries (the flavours draw `station` with the image `train_station`). */
const DRAWINGS: Record<string, PoiDrawing> = {
  peak: {
    group: 'green',
    glyph: [polygon([2.8, 11.5, 6.5, 4, 8.6, 8, 9.8, 6, 12.2, 11.5])],
  },
  alpine_hut: hut,
  wilderness_hut: { ...hut, cuts: [rect(6.5, 8.2, 2, 2)] },
  shelter: {
    group: 'green',
    glyph: [polygon([2.8, 7.4, 7.5, 3.5, 12.2, 7.4, 10.8, 7.4, 7.5, 5, 4.2, 7.4]), rect(4.4, 6.8, 1, 4.8), rect(9.6, 6.8, 1, 4.8)],
  },
  viewpoint: { group: 'green', glyph: [ellipse(MID, MID, 4.8, 2.9)], cuts: [circle(MID, MID, 1.7, 8)] },
  picnic_site: {
    group: 'green',
    glyph: [rect(3, 5.4, 9, 1.3), rect(3, 8.6, 9, 1.1), polygon([5.2, 6.7, 6.2, 6.7, 4.6, 11.6, 3.6, 11.6]), polygon([8.8, 6.7, 9.8, 6.7, 11.4, 11.6, 10.4, 11.6])],
  },
  park: { group: 'green', glyph: [circle(MID, 6, 3.5, 12), rect(6.9, 8.5, 1.2, 3.5)] },
  zoo: { group: 'green', glyph: [circle(MID, 9, 2.5, 12), circle(4.6, 6, 1.1, 8), circle(6.5, 4.3, 1.1, 8), circle(8.5, 4.3, 1.1, 8), circle(10.4, 6, 1.1, 8)] },
  parking: {
    group: 'lapis',
    glyph: [polygon([4.5, 3.5, 8.6, 3.5, 10.6, 5, 10.6, 6.6, 8.6, 8.1, 6.4, 8.1, 6.4, 11.6, 4.5, 11.6])],
    cuts: [rect(6.4, 5, 2.2, 1.6)],
  },
  bus_stop: { group: 'lapis', glyph: [rect(4, 3.5, 7, 6.6), rect(4.6, 10, 1.6, 1.6), rect(8.8, 10, 1.6, 1.6)], cuts: [rect(5, 4.7, 5, 2.5)] },
  train_station: {
    group: 'lapis',
    glyph: [rect(4.5, 3.2, 6, 7), polygon([5.5, 10.2, 6.6, 10.2, 5.6, 12, 4.4, 12]), polygon([8.4, 10.2, 9.5, 10.2, 10.6, 12, 9.4, 12])],
    cuts: [rect(5.5, 4.2, 4, 2.3), rect(5.6, 8, 1.2, 1), rect(8.2, 8, 1.2, 1)],
  },
  aerodrome: {
    group: 'lapis',
    glyph: [
      polygon([7.5, 2.8, 8.3, 3.6, 8.3, 6.6, 12, 8.8, 12, 9.8, 8.3, 8.8, 8.3, 10.6, 9.6, 11.6, 9.6, 12.2, 7.5, 11.6, 5.4, 12.2, 5.4, 11.6, 6.7, 10.6, 6.7, 8.8, 3, 9.8, 3, 8.8, 6.7, 6.6, 6.7, 3.6]),
    ],
  },
  drinking_water: {
    group: 'turquoise',
    glyph: [polygon([7.5, 3, 10.3, 7.5, 10.3, 8.8, 9.3, 10.8, 7.5, 11.6, 5.7, 10.8, 4.7, 8.8, 4.7, 7.5])],
  },
  toilets: {
    group: 'slategray',
    glyph: [circle(5, 4.6, 1.1, 8), circle(10, 4.6, 1.1, 8), rect(4, 6.2, 2, 5.4), polygon([10, 6.2, 11.8, 10, 8.2, 10]), rect(9.3, 10, 1.4, 1.6), rect(7.3, 3.5, 0.4, 8.1)],
  },
  information: { group: 'slategray', glyph: [circle(MID, 4.3, 1.2, 8), rect(6.5, 6.3, 2, 5.3)] },
  stadium: { group: 'slategray', glyph: [ellipse(MID, MID, 4.8, 3.4)], cuts: [ellipse(MID, MID, 2.8, 1.6, 12)] },
  university: mortarboard,
  school: mortarboard,
  library: {
    group: 'slategray',
    glyph: [polygon([2.8, 4.5, 7, 5.5, 7, 11.5, 2.8, 10.5]), polygon([8, 5.5, 12.2, 4.5, 12.2, 10.5, 8, 11.5])],
  },
  post_office: {
    group: 'slategray',
    glyph: [rect(3, 4.5, 9, 6.5)],
    cuts: [polygon([3, 4.5, 7.5, 8.2, 12, 4.5, 12, 5.5, 7.5, 9.3, 3, 5.5])],
  },
  townhall: {
    group: 'slategray',
    glyph: [rect(4, 7, 7, 4.6), polygon([3.3, 7.2, 7.5, 4.5, 11.7, 7.2]), rect(7.2, 2.5, 0.6, 2.5), rect(7.8, 2.5, 2, 1.2)],
    cuts: [rect(6.8, 9, 1.4, 2.6)],
  },
  restaurant: {
    group: 'tangerine',
    glyph: [
      rect(4.3, 3.5, 0.7, 3),
      rect(5.5, 3.5, 0.7, 3),
      rect(6.7, 3.5, 0.7, 3),
      rect(4.3, 6.3, 3.1, 1.2),
      rect(5.3, 7, 1.1, 4.8),
      polygon([9.2, 3.5, 10.8, 4.5, 10.8, 8, 10.3, 8, 10.3, 11.8, 9.2, 11.8]),
    ],
  },
  fast_food: {
    group: 'tangerine',
    glyph: [polygon([3.5, 7, 4, 5.2, 5.5, 4, 7.5, 3.6, 9.5, 4, 11, 5.2, 11.5, 7]), rect(3.2, 7.6, 8.6, 1.3), rect(3.5, 9.5, 8, 2)],
  },
  cafe: { group: 'tangerine', glyph: [rect(3.5, 5.3, 6, 5.2), rect(9.5, 6.2, 2.2, 3), rect(3, 11, 8.5, 0.9)], cuts: [rect(9.5, 7.1, 1.3, 1.3)] },
  bar: {
    group: 'tangerine',
    glyph: [polygon([3.5, 3.8, 11.5, 3.8, 8.1, 7.8, 8.1, 10.5, 10, 11.5, 5, 11.5, 6.9, 10.5, 6.9, 7.8])],
  },
  supermarket: {
    group: 'blue',
    glyph: [polygon([3, 4, 12, 4, 11, 8.5, 4.6, 8.5]), rect(2, 3.3, 1.6, 0.9), circle(5.3, 10.6, 1, 8), circle(10, 10.6, 1, 8)],
  },
  convenience: { group: 'blue', glyph: [rect(3.8, 6, 7.4, 5.7), rect(5.5, 3.5, 4, 3)], cuts: [rect(6.5, 4.5, 2, 1.5)] },
  books: {
    group: 'blue',
    glyph: [rect(3.6, 3.5, 2, 8), rect(6.1, 3.5, 2, 8), polygon([8.8, 4, 10.6, 3.6, 12.2, 11, 10.4, 11.4])],
  },
  clothes: {
    group: 'blue',
    glyph: [polygon([5.5, 3.5, 7.5, 4.5, 9.5, 3.5, 12.3, 5.3, 11, 7.5, 10, 7, 10, 11.5, 5, 11.5, 5, 7, 4, 7.5, 2.7, 5.3])],
  },
  attraction: { group: 'pink', glyph: [star(MID, 7.9, 4.8, 2)] },
  museum: {
    group: 'pink',
    glyph: [polygon([3, 6, 7.5, 3, 12, 6]), rect(3, 10.5, 9, 1.2), rect(4, 6.5, 1.2, 3.8), rect(6.9, 6.5, 1.2, 3.8), rect(9.8, 6.5, 1.2, 3.8)],
  },
  theatre: {
    group: 'pink',
    glyph: [circle(MID, MID, 4.3, 12)],
    cuts: [rect(5.2, 5.8, 1.6, 1), rect(8.2, 5.8, 1.6, 1), polygon([5.2, 8.8, 9.8, 8.8, 8.8, 10.3, 6.2, 10.3])],
  },
  artwork: { group: 'pink', glyph: [ellipse(MID, MID, 4.8, 4, 12)], cuts: [circle(5.5, 6, 0.8, 6), circle(8, 5, 0.8, 6), circle(10, 6.8, 0.8, 6), circle(6.5, 9.3, 1, 6)] },
};

/** Every kind the basemap's `pois` layer draws, with its group (the colour of its disc and name). */
export const POI_GROUPS: ReadonlyMap<string, PoiGroup> = new Map(Object.entries(DRAWINGS).map(([image, { group }]) => [image === 'train_station' ? 'station' : image, group]));

const HALO = '#ffffff';
const discColour = (group: PoiGroup) => LIGHT.pois?.[group] ?? '#6a5b8f';

/** The drawings by sprite image name. */
export const POI_ICONS: ReadonlyMap<string, SpriteIcon> = new Map(
  Object.entries(DRAWINGS).map(([image, { group, glyph, cuts = [] }]): [string, SpriteIcon] => {
    const disc = discColour(group);
    const paths = [
      { d: circle(MID, MID, 7.5), fill: HALO },
      { d: circle(MID, MID, 6.5), fill: disc },
      { d: glyph.join(' '), fill: HALO },
      ...(cuts.length > 0 ? [{ d: cuts.join(' '), fill: disc }] : []),
    ];
    return [image, { width: SIZE, height: SIZE, paths }];
  }),
);
