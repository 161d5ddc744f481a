/// <reference types="node" />
// The map as the browser suite judges it: drawn (the island says ready), and from the pixels of a
// screenshot of its box, never from WebGL read-backs (SwiftShader returns zeros for those).
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitingFor } from './browser';

export const MAP_ISLAND = '[data-island="map"]';
export const MAP_BOX = '.feature-map__box';
/** The worker-drawn static map in a map box. */
export const MAP_PICTURE = `${MAP_BOX} img.feature-map__picture`;

/** The map box's place in the document (not the viewport: bringing the map into view scrolls). */
export function boxPlace(scope: Page | Frame): Promise<number[]> {
  return scope
    .locator(MAP_BOX)
    .first()
    .evaluate((box) => {
      const rect = box.getBoundingClientRect();
      return [rect.left + window.scrollX, rect.top + window.scrollY, rect.width, rect.height];
    });
}

/** Basemap colours of core/map/palettes.ts. */
export const BASEMAP = {
  outdoor: { land: '#f3f1ea', water: '#bcd9e6' },
  hybrid: { land: '#34402f', water: '#1d3447' },
} as const;

/** The route's stroke colour as a static map picture's SVG draws it (its feature path layer), or ''. */
export function routeColourOf(svg: string): string {
  return /<path d="[^"]+" fill="none" stroke="(#[0-9a-f]{6})"[^>]*data-layer="tg-paths"/.exec(svg)?.[1] ?? '';
}

/** The route's colour as the page's (or embed frame's) static map draws it, fetched from its own origin. */
export async function pictureRouteColour(scope: Page | Frame): Promise<string> {
  const src = await scope.locator(MAP_PICTURE).first().getAttribute('src');
  const svg = await scope.evaluate(async (url) => (await fetch(url)).text(), src!);
  const colour = routeColourOf(svg);
  expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  return colour;
}

/** The control over a map that waits for the visitor (detail pages, index split views, embeds). */
const MAP_START = '.feature-map__start';

/**
 * Brings the page's map into view, reaches for it as a visitor does where it waits for them (a click
 * on its "Interactive map" control; the map page and a Map tab start by themselves), and waits until
 * it has drawn.
 */
export async function drawnMap(page: Page): Promise<Locator> {
  const box = page.locator(MAP_BOX).first();
  await box.scrollIntoViewIfNeeded();
  const start = box.locator(MAP_START);
  // Bringing the box under the pointer may already have started the map (it starts on hover): the
  // control then says it is busy and leaves once the map has drawn, so a click may find it gone.
  if (await start.count()) {
    await start.click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if (!(await page.locator(`${MAP_ISLAND} [data-map-status]`).count())) throw error;
    });
  }
  await page
    .locator(`${MAP_ISLAND} [data-map-status="ready"]`)
    .first()
    .waitFor({ timeout: 45_000 })
    .catch(async (error: unknown) => {
      const status = await page
        .locator(`${MAP_ISLAND} [data-map-status]`)
        .first()
        .getAttribute('data-map-status', { timeout: 1000 })
        .catch(() => 'not started');
      throw new Error(`the map did not draw (its status: ${status}; ${waitingFor(page)})`, { cause: error });
    });
  // The first frame is drawn at 'load'; labels and symbols settle a moment later.
  await page.waitForTimeout(800);
  return box;
}

const hex = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));

/** Within a small tolerance for antialiasing. */
const near = (data: Uint8Array, i: number, [r, g, b]: number[]) => Math.abs(data[i]! - r!) <= 10 && Math.abs(data[i + 1]! - g!) <= 10 && Math.abs(data[i + 2]! - b!) <= 10;

interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

/** The element's screenshot as pixels. The PNG is decoded by the browser itself on a blank page, so no image library is needed. */
async function screenshotPixels(context: BrowserContext, element: Locator): Promise<Pixels> {
  const png = (await element.screenshot()).toString('base64');
  const decoder = await context.newPage();
  try {
    const { width, height, rgba } = await decoder.evaluate(async (png) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
    }, png);
    return { width, height, data: new Uint8Array(Buffer.from(rgba, 'base64')) };
  } finally {
    await decoder.close();
  }
}

/** How many pixels of the element's screenshot are each colour. */
export async function colourCounts(context: BrowserContext, element: Locator, colours: Record<string, string>): Promise<Record<string, number>> {
  const { data } = await screenshotPixels(context, element);
  const targets = Object.entries(colours).map(([name, colour]) => [name, hex(colour)] as const);
  const counts: Record<string, number> = Object.fromEntries(targets.map(([name]) => [name, 0]));
  for (let i = 0; i < data.length; i += 4) {
    for (const [name, rgb] of targets) if (near(data, i, rgb)) counts[name]! += 1;
  }
  return counts;
}

/** A rectangle in an element's own pixels (from its top left corner). */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the pixels of one colour lie in an element's screenshot: their bounding box and count. */
interface Extent {
  left: number;
  top: number;
  right: number;
  bottom: number;
  count: number;
}

/**
 * The extent of one colour (a route's) in a screenshot, leaving out the rectangles given (controls
 * drawn over the map or its picture), or undefined when no pixel has it.
 */
function colourExtent({ width, height, data }: Pixels, colour: string, leaveOut: readonly Rect[] = []): Extent | undefined {
  const rgb = hex(colour);
  const covered = (x: number, y: number) => leaveOut.some((rect) => x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height);
  let extent: Extent | undefined;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!near(data, (y * width + x) * 4, rgb) || covered(x, y)) continue;
      extent = extent
        ? { left: Math.min(extent.left, x), top: Math.min(extent.top, y), right: Math.max(extent.right, x), bottom: Math.max(extent.bottom, y), count: extent.count + 1 }
        : { left: x, top: y, right: x, bottom: y, count: 1 };
    }
  }
  return extent;
}

/**
 * What sits over a map box, the picture's "Interactive map" control or the drawn map's tools and
 * maplibre's controls, as rectangles in the box's pixels, with room for their shadows.
 */
function overlaysOf(box: Locator): Promise<Rect[]> {
  return box.evaluate((element) => {
    const shadow = 6;
    const origin = element.getBoundingClientRect();
    return [...element.querySelectorAll('.feature-map__start, .map-tools > *, .maplibregl-ctrl')]
      .map((overlay) => overlay.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => ({
        x: Math.floor(rect.left - origin.left) - shadow,
        y: Math.floor(rect.top - origin.top) - shadow,
        width: Math.ceil(rect.width) + 2 * shadow,
        height: Math.ceil(rect.height) + 2 * shadow,
      }));
  });
}

/** The route in the box before and after the map started, and how it moved between them. */
export interface RouteMove {
  picture: Extent | undefined;
  drawn: Extent | undefined;
  /** The centre's offset in pixels, and the zoom between them (log2 of the ratio of the route's sizes; 0 is the same scale). */
  shift: { dx: number; dy: number; zoom: number };
}

/**
 * Screenshots the box while it shows its picture, lets `start` start the map and wait until it has
 * drawn, and measures where the route (pixels of its colour) moved; what lies under a control in
 * either screenshot is left out of both.
 */
export async function routeMoveOnStart(context: BrowserContext, box: Locator, colour: string, start: () => Promise<void>): Promise<RouteMove> {
  const startControl = await overlaysOf(box);
  const pictured = await screenshotPixels(context, box);
  await start();
  const covered = [...startControl, ...(await overlaysOf(box))];
  const picture = colourExtent(pictured, colour, covered);
  const drawn = colourExtent(await screenshotPixels(context, box), colour, covered);
  if (!picture || !drawn) return { picture, drawn, shift: { dx: Infinity, dy: Infinity, zoom: Infinity } };
  const centre = (extent: Extent) => [(extent.left + extent.right) / 2, (extent.top + extent.bottom) / 2] as const;
  const size = (extent: Extent) => extent.right - extent.left + (extent.bottom - extent.top);
  const [[px, py], [mx, my]] = [centre(picture), centre(drawn)];
  return { picture, drawn, shift: { dx: mx - px, dy: my - py, zoom: Math.log2(size(drawn) / size(picture)) } };
}

/**
 * The map opened at the picture's camera: the route within 0.07 of its zoom (about 5% of its size)
 * and 4 px of its place. The route's extent is read from its colour, and the start and finish markers
 * drawn over its ends (docs/decisions/057-trail-furniture.md) hide a few pixels more of a tip in
 * maplibre's SDF icon than in the picture's path: on a phone that moves the measured centre by 3 px
 * and widens the measured route by 7 px of 166 (0.06 of a zoom) with no camera change, while a wrong
 * camera moves it by tens of pixels and a whole zoom step doubles it.
 */
export function expectSameCamera(move: RouteMove): void {
  expect(move.picture?.count, 'the picture shows the route').toBeGreaterThan(100);
  expect(move.drawn?.count, 'the map draws the route').toBeGreaterThan(100);
  expect(Math.abs(move.shift.zoom), JSON.stringify(move)).toBeLessThan(0.07);
  expect(Math.hypot(move.shift.dx, move.shift.dy), JSON.stringify(move)).toBeLessThan(4);
}

/** Polls the screenshot until `accept` holds for its colour counts (tiles and symbols arrive in steps). */
export async function untilColours(
  context: BrowserContext,
  element: Locator,
  colours: Record<string, string>,
  accept: (counts: Record<string, number>) => boolean,
  timeoutMs = 15_000,
): Promise<Record<string, number>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const counts = await colourCounts(context, element, colours);
    if (accept(counts) || Date.now() > until) return counts;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
