// The map as the browser suite judges it: drawn (the island says ready), and from the pixels of a
// screenshot of its box, never from WebGL read-backs (SwiftShader returns zeros for those).
import type { BrowserContext, Locator, Page } from 'playwright-core';

export const MAP_ISLAND = '[data-island="map"]';
export const MAP_BOX = '.feature-map__box';

/** Basemap colours of core/map/palettes.ts. */
export const BASEMAP = {
  outdoor: { land: '#f3f1ea', water: '#bcd9e6' },
  hybrid: { land: '#34402f', water: '#1d3447' },
} as const;

/** The route's stroke colour as a static map picture's SVG draws it (its feature path layer), or ''. */
export function routeColourOf(svg: string): string {
  return /<path d="[^"]+" fill="none" stroke="(#[0-9a-f]{6})"[^>]*data-layer="tg-paths"/.exec(svg)?.[1] ?? '';
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
  await page.locator(`${MAP_ISLAND} [data-map-status="ready"]`).first().waitFor({ timeout: 45_000 });
  // The first frame is drawn at 'load'; labels and symbols settle a moment later.
  await page.waitForTimeout(800);
  return box;
}

const hex = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));

/**
 * How many pixels of the element's screenshot are each colour (within a small tolerance for
 * antialiasing). The PNG is decoded by the browser itself on a blank page, so no image library is needed.
 */
export async function colourCounts(context: BrowserContext, element: Locator, colours: Record<string, string>): Promise<Record<string, number>> {
  const png = (await element.screenshot()).toString('base64');
  const decoder = await context.newPage();
  try {
    const targets = Object.fromEntries(Object.entries(colours).map(([name, colour]) => [name, hex(colour)]));
    return await decoder.evaluate(
      async ({ png, targets }) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const counts: Record<string, number> = Object.fromEntries(Object.keys(targets).map((name) => [name, 0]));
        for (let i = 0; i < data.length; i += 4) {
          for (const [name, [r, g, b]] of Object.entries(targets) as [string, number[]][]) {
            if (Math.abs(data[i]! - r!) <= 10 && Math.abs(data[i + 1]! - g!) <= 10 && Math.abs(data[i + 2]! - b!) <= 10) counts[name]! += 1;
          }
        }
        return counts;
      },
      { png, targets },
    );
  } finally {
    await decoder.close();
  }
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
