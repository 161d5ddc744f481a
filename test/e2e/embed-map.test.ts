/// <reference types="node" />
// A trail's embed inside another site's frame (docs/decisions/042-embed-map.md): with JavaScript off
// its map section shows the worker-drawn picture (the basemap's sea around the trail, the route in
// its colour); with JavaScript on nothing of maplibre loads until the visitor clicks "Interactive map",
// then the WebGL map draws the route in the same box.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { EMBED_SIZE, EmbedFrame } from '../../ui/components/EmbedFrame';
import { browserForFile } from './lib/browser';
import { BASEMAP, boxPlace, colourCounts, expectSameCamera, MAP_BOX, MAP_ISLAND, MAP_PICTURE, pictureRouteColour, routeMoveOnStart, untilColours } from './lib/map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
// Another http origin whose answer sets no CSP of its own, as in framing.test.ts: the content service's health check.
const parent = `${stack.contentUrl}/healthz`;
const EMBED = '/embeds/x/trail-mount-pirata-trail';
const MAPLIBRE = /maplibre/;

interface Framed {
  page: Page;
  frame: Frame;
  requests: string[];
  errors: string[];
}

/** The trail's embed as another site shows it: the embed code's iframe, at its default size unless told. */
async function framedEmbed(context: BrowserContext, size: { width: number; height: number } = EMBED_SIZE): Promise<Framed> {
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // The embed's errors, not the host page's (its missing favicon).
    if (message.type() === 'error' && !message.location().url.startsWith(stack.contentUrl)) errors.push(`${message.text()} ${message.location().url}`);
  });
  await page.goto(parent);
  const snippet = renderToStaticMarkup(createElement(EmbedFrame, { src: `${origin}${EMBED}`, title: 'Mount Pirata Trail', ...size }));
  await page.setContent(snippet);
  // The snippet's frame loads lazily (with JavaScript on), once it is laid out in the view.
  const embed = () => page.frames().find((candidate) => /\/embeds\/[^/]+\/trail-mount-pirata-trail$/.test(candidate.url()));
  await expect.poll(() => embed()?.url(), { timeout: 20_000 }).toBeDefined();
  const frame = embed()!;
  await frame.waitForLoadState('load');
  expect(frame.url().startsWith(origin)).toBe(true);
  return { page, frame, requests, errors };
}

describe('a trail embed, JavaScript off', () => {
  const browser = browserForFile({ javaScriptEnabled: false });

  it("shows the picture in the frame: the basemap's water, the route in its colour, at the picture's aspect ratio", async () => {
    const { page, frame } = await framedEmbed(browser.context);
    try {
      const picture = frame.locator(MAP_PICTURE);
      expect(await picture.count()).toBe(1);
      expect(await picture.getAttribute('alt')).toMatch(/^Map of Mount Pirata Trail: route/);
      // Nothing would start the map: no control.
      expect(await frame.locator(`${MAP_BOX} .feature-map__start`).isVisible()).toBe(false);
      const box = frame.locator(MAP_BOX).first();
      await box.scrollIntoViewIfNeeded();
      const size = (await box.boundingBox())!;
      // The box fills the frame's width at the picture's own aspect ratio: the picture is drawn for it.
      const [width, height] = [Number(await picture.getAttribute('width')), Number(await picture.getAttribute('height'))];
      expect(size.width).toBeLessThanOrEqual(EMBED_SIZE.width);
      expect(size.width / size.height).toBeCloseTo(width / height, 1);
      const counts = await colourCounts(browser.context, box, { ...BASEMAP.outdoor, route: await pictureRouteColour(frame) });
      const pixels = size.width * size.height;
      expect(counts.water, JSON.stringify(counts)).toBeGreaterThan(pixels * 0.2);
      expect(counts.route, JSON.stringify(counts)).toBeGreaterThan(150);
    } finally {
      await page.close();
    }
  });
});

describe('a trail embed, JavaScript on', () => {
  const browser = browserForFile();

  it('loads no maplibre until the visitor clicks "Interactive map", then draws the route in the same box', async () => {
    const { page, frame, requests, errors } = await framedEmbed(browser.context);
    try {
      const colour = await pictureRouteColour(frame);
      // The embed's own script, and no service worker from another site's frame.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(requests.some((url) => /\/assets\/embed-page-[A-Z0-9]{8}\.js$/.test(url))).toBe(true);
      expect(requests.filter((url) => /\/assets\/main-|\/sw\.js/.test(url))).toEqual([]);
      expect(requests.filter((url) => MAPLIBRE.test(url) || /features\.geojson|\/map\/(style|tiles|glyphs)/.test(url))).toEqual([]);

      const box = frame.locator(MAP_BOX).first();
      await box.scrollIntoViewIfNeeded();
      const before = await boxPlace(frame);
      const move = await routeMoveOnStart(browser.context, box, colour, async () => {
        await frame.getByRole('button', { name: t('en', 'map.start') }).click();
        await frame.locator(`${MAP_ISLAND} [data-map-status="ready"]`).waitFor({ timeout: 45_000 });
        expect(requests.some((url) => /\/assets\/maplibre-map-[A-Z0-9]{8}\.js$/.test(url))).toBe(true);
        const counts = await untilColours(browser.context, box, { route: colour }, (c) => (c.route ?? 0) > 150);
        expect(counts.route, JSON.stringify(counts)).toBeGreaterThan(150);
      });
      expect(await box.locator('canvas.maplibregl-canvas').count()).toBe(1);
      // The map took the picture's box as it was, and opened at the picture's camera: the route
      // where the picture drew it, at its scale.
      expect(await boxPlace(frame)).toEqual(before);
      expectSameCamera(move);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each([
    ['wider', 'the box shows the picture larger, at its aspect ratio', 640, (width: number, height: number) => expect(width / height).toBeCloseTo(448 / 240, 1)],
    [
      'narrower',
      "the box's height floor (15rem) holds: the picture fills its height and loses its sides",
      360,
      (width: number, height: number) => expect(width / height).toBeLessThan(448 / 240 - 0.1),
    ],
  ] as const)("opens at the picture's camera in a frame %s than the embed code's: %s", async (_, __, frameWidth, expectShape) => {
    const { page, frame, errors } = await framedEmbed(browser.context, { width: frameWidth, height: 560 });
    try {
      const colour = await pictureRouteColour(frame);
      const box = frame.locator(MAP_BOX).first();
      await box.scrollIntoViewIfNeeded();
      const size = (await box.boundingBox())!;
      expectShape(size.width, size.height);
      const move = await routeMoveOnStart(browser.context, box, colour, async () => {
        await frame.getByRole('button', { name: t('en', 'map.start') }).click();
        await frame.locator(`${MAP_ISLAND} [data-map-status="ready"]`).waitFor({ timeout: 45_000 });
        await untilColours(browser.context, box, { route: colour }, (c) => (c.route ?? 0) > 150);
      });
      expectSameCamera(move);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
