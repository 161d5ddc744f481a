import { describe, expect, it } from 'vitest';
import { cameraBox, fitCamera, lngLatOf } from '../../core/map/static/camera';
import { focusOffset, openingCamera, panBounds, shownPicture } from './camera';

type Box = [[number, number], [number, number]];
const site: Box = [
  [-10, 50],
  [-6, 54],
];

describe('panBounds', () => {
  it("lets the map pan one box's width and height past the region on every side", () => {
    expect(panBounds(site, undefined)).toEqual([
      [-14, 46],
      [-2, 58],
    ]);
  });

  it('joins features outside the region to the box before growing it', () => {
    expect(panBounds(site, [-12, 51, -7, 53])).toEqual([
      [-18, 46],
      [0, 58],
    ]);
  });

  it("joins the opening view too: maplibre keeps the view inside, so it would leave the picture's camera", () => {
    expect(panBounds(site, undefined, [-10, 40, -6, 60])).toEqual([
      [-14, 20],
      [-2, 80],
    ]);
  });

  it('never passes the world, and gives a single point room around it', () => {
    expect(
      panBounds(
        [
          [-170, -80],
          [170, 80],
        ],
        undefined,
      ),
    ).toEqual([
      [-180, -85],
      [180, 85],
    ]);
    const [[west, south], [east, north]] = panBounds(
      [
        [5, 45],
        [5, 45],
      ],
      undefined,
    );
    expect([east - west, north - south].map((side) => Number(side.toFixed(6)))).toEqual([0.1, 0.1]);
  });
});

describe('openingCamera', () => {
  // A picture of 1120x480 drawn at this camera, as the worker states it in the island's props.
  const drawnAt = fitCamera({ box: [-8, 52, -7.5, 52.5], minZoom: 3, maxZoom: 13 }, 1120, 480);
  const picture = { width: 1120, height: 480, camera: { center: lngLatOf(drawnAt.x, drawnAt.y), zoom: drawnAt.zoom } };

  it("opens a box of the picture's size at the picture's camera", () => {
    const camera = openingCamera(picture, { width: 1120, height: 480 });
    expect(camera.zoom).toBe(drawnAt.zoom);
    expect(camera.x).toBeCloseTo(drawnAt.x, 12);
    expect(camera.y).toBeCloseTo(drawnAt.y, 12);
  });

  it('shows a box narrower than the picture what the picture shows there, scaled down with it', () => {
    const camera = openingCamera(picture, { width: 560, height: 240 });
    expect(camera.zoom).toBeCloseTo(drawnAt.zoom - 1, 12);
    expect(cameraBox(camera).map((edge) => Number(edge.toFixed(9)))).toEqual(cameraBox(drawnAt).map((edge) => Number(edge.toFixed(9))));
  });

  it("crops as the box crops the picture (object-fit: cover): a box at its height floor keeps the picture's height and loses its sides", () => {
    const camera = openingCamera(picture, { width: 358, height: 240 });
    expect(camera.zoom).toBeCloseTo(drawnAt.zoom - 1, 12);
    const [west, south, east, north] = cameraBox(camera);
    const [pictureWest, pictureSouth, pictureEast, pictureNorth] = cameraBox(drawnAt);
    expect(south).toBeCloseTo(pictureSouth, 9);
    expect(north).toBeCloseTo(pictureNorth, 9);
    expect(west).toBeGreaterThan(pictureWest);
    expect(east).toBeLessThan(pictureEast);
  });

  it("keeps the picture's camera in a box not laid out yet", () => {
    expect(openingCamera(picture, { width: 0, height: 0 }).zoom).toBe(drawnAt.zoom);
  });
});

describe('shownPicture', () => {
  const wide = { src: '/t/map.svg?layout=entry', alt: 'Map', width: 1120, height: 480, camera: { center: [9.5, 47.1] as [number, number], zoom: 13 } };
  const narrow = { src: '/t/map.svg?layout=entry&frame=narrow', width: 400, height: 300, camera: { center: [9.5, 47.1] as [number, number], zoom: 12.6 }, media: '(max-width: 40em)' };

  it("is the phone's frame where the screen matches the media it is offered to, as <picture> chooses", () => {
    expect(shownPicture({ ...wide, narrow }, (media) => media === '(max-width: 40em)')).toBe(narrow);
    expect(shownPicture({ ...wide, narrow }, () => false).src).toBe(wide.src);
  });

  it('is the one frame of a picture without a phone frame', () => {
    expect(shownPicture(wide, () => true).src).toBe(wide.src);
  });
});

describe('focusOffset', () => {
  it('turns the negative offset setting into pixels down, a share of a quarter of the height', () => {
    expect(focusOffset(-0.7, 400)).toBe(70);
    expect(focusOffset(-0.5, 301)).toBe(38);
  });

  it('never moves a feature up', () => {
    expect(focusOffset(0.4, 400)).toBe(0);
    expect(focusOffset(0, 400)).toBe(0);
  });
});
