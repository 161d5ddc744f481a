/// <reference types="node" />
// The interactive map opens at the picture's camera (docs/decisions/049-one-map-camera.md): the
// route lies where the worker-drawn picture showed it, at its scale, whatever the box's size: a
// trail page on a desktop (the box narrower than the picture) and on a phone (the picture's phone
// frame, drawn at its own camera), the map page and a chosen Map tab, which start by themselves (on
// a desktop and in their phone frames), and an index's split view.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { NARROW_SIZES } from '../../core/map/static/sizes';
import { FEATURE_LAYER_IDS } from '../../core/map/feature-layers';
import { drawnMap, expectSameCamera, MAP_BOX, MAP_PICTURE, pictureRouteColour, routeMoveOnStart } from './lib/map';
import { catchMaps, drawnClusters } from './lib/rendered-map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
// No service worker: the map page's maplibre chunk is held back with `page.route`, which never sees
// what a service worker fetches.
const browser = browserForFile({ serviceWorkers: 'block' });

const TRAIL = '/entries/x/trail-mount-pirata-trail';
/** The demo trails' colour (content-service/geo.ts). */
const DEMO_TRAIL = '#8d5524';
const MAPLIBRE_CHUNK = /\/assets\/maplibre-map-[A-Z0-9]{8}\.js$/;

/**
 * The route's move when the page's map starts (`start` lets it load; `drawnMap` reaches for it where
 * it waits); the box keeps its place and size.
 */
async function moveOnStart(page: Page, colour: string, start: () => Promise<void>) {
  const box = page.locator(MAP_BOX).first();
  await box.scrollIntoViewIfNeeded();
  const size = (await box.boundingBox())!;
  const move = await routeMoveOnStart(browser.context, box, colour, async () => {
    await start();
    await drawnMap(page);
  });
  expect(await box.boundingBox(), 'the map takes the box as it was').toEqual(size);
  return { size, move };
}

describe("the interactive map opens at the picture's camera", () => {
  it('on a trail page on a desktop, the box narrower than the picture', async () => {
    const page = await browser.context.newPage();
    try {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(`${originOf(stack, 'islands')}${TRAIL}`, { waitUntil: 'load' });
      const { size, move } = await moveOnStart(page, await pictureRouteColour(page), async () => {});
      expect(size.width).toBeLessThan(1120 - 100);
      expectSameCamera(move);
    } finally {
      await page.close();
    }
  });

  it("on a trail page on a phone, in the picture's phone frame and its camera", async () => {
    const page = await browser.context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${originOf(stack, 'islands')}${TRAIL}`, { waitUntil: 'load' });
      expect(await page.locator(MAP_PICTURE).evaluate((img: HTMLImageElement) => new URL(img.currentSrc).search)).toBe('?layout=entry&frame=narrow');
      const { size, move } = await moveOnStart(page, await pictureRouteColour(page), async () => {});
      const { width, height } = NARROW_SIZES.entry!;
      expect(size.width / size.height).toBeCloseTo(width / height, 1);
      expectSameCamera(move);
    } finally {
      await page.close();
    }
  });

  it("on islands /map, whose points cluster: the map's clusters are the picture's, the same counts where it drew them", async () => {
    const page = await browser.context.newPage();
    await catchMaps(page);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${originOf(stack, 'islands')}/map`, { waitUntil: 'load' });
      const picture = page.locator(MAP_PICTURE).first();
      const { src, width, height } = await picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight }));
      const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src);
      // Each cluster's count is written at its circle's centre (feature-scene.ts), its baseline below it.
      const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"[^>]*data-layer="tg-clusters"/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      const counts = [...svg.matchAll(/<text x="[\d.]+" y="[\d.]+"[^>]*data-layer="tg-cluster-counts">(\d+)</g)].map((m) => Number(m[1]));
      expect(circles.length).toBeGreaterThan(2);
      expect(counts).toHaveLength(circles.length);
      const box = (await (await drawnMap(page)).boundingBox())!;
      // One camera (decision 049): the box shows the picture's middle at the picture's zoom.
      const inBox = ({ x, y }: { x: number; y: number }) => x > 20 && y > 20 && x < box.width - 20 && y < box.height - 20;
      const fromPicture = circles.map(([x, y], i) => ({ count: counts[i]!, x: x - width / 2 + box.width / 2, y: y - height / 2 + box.height / 2 })).filter(inBox);
      const fromMap = (await drawnClusters(page, FEATURE_LAYER_IDS.clusters)).filter(inBox);
      const summary = JSON.stringify({ fromPicture, fromMap });
      expect(
        fromMap.map((c) => c.count).sort((a, b) => a - b),
        summary,
      ).toEqual(fromPicture.map((c) => c.count).sort((a, b) => a - b));
      for (const drawn of fromPicture) {
        const match = fromMap.find((c) => c.count === drawn.count && Math.hypot(c.x - drawn.x, c.y - drawn.y) < 4);
        expect(match, `the map's cluster of ${drawn.count} where the picture drew it: ${summary}`).toBeDefined();
      }
    } finally {
      await page.close();
    }
  });

  // The map page and a chosen Map tab start by themselves (their map held back until the picture is
  // measured); the index's split view waits for the visitor, who reaches for it.
  it.each([
    ['/map', 'a desktop'],
    ['/trails?tab=map', 'a desktop'],
    ['/trails', 'a desktop'],
    ['/map', 'a phone'],
    ['/trails?tab=map', 'a phone'],
  ])('on valley-trails %s on %s', async (path, screen) => {
    const page = await browser.context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(MAPLIBRE_CHUNK, async (route: Route) => {
      await released;
      await route.continue();
    });
    try {
      await page.setViewportSize(screen === 'a phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await page.goto(`${originOf(stack, 'valley-trails')}${path}`, { waitUntil: 'load' });
      // A phone's screen shows the picture's phone frame, and the map opens at its camera.
      const frame = await page
        .locator(MAP_PICTURE)
        .first()
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('frame'));
      expect(frame).toBe(screen === 'a phone' ? 'narrow' : null);
      expectSameCamera((await moveOnStart(page, DEMO_TRAIL, async () => release())).move);
    } finally {
      release();
      await page.close();
    }
  });
});
