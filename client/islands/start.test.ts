// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startIslands } from './start';

// The island runtime on a page as the server renders it (ui/islands/Island.tsx): a wrapper naming the
// island and its strategy, its props' data block right after it. "Started" is the runtime's mark that
// the island's code began loading.

let stops: ((within?: Node) => void)[] = [];

/** A page with one `embed` island loading by `strategy`; its engage part holds a button, beside a paragraph. */
function island(strategy: string): { root: HTMLElement; part: HTMLElement; outside: HTMLElement; stop: () => void } {
  document.body.innerHTML = `<div data-island="embed" data-island-load="${strategy}"><div data-island-engage=""><button type="button">Copy</button></div><p>Beside it</p></div><script type="application/json" data-island-props="embed">{}</script>`;
  const stop = startIslands(document, {});
  stops.push(stop);
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  return { root, part: root.querySelector('button')!, outside: root.querySelector('p')!, stop };
}

const started = (root: HTMLElement) => root.hasAttribute('data-island-started');

/** Whether `event`, sent at the engage part of a fresh `engage` island, starts it. */
function engages(event: Event): boolean {
  const { root, part } = island('engage');
  part.dispatchEvent(event);
  return started(root);
}

const pointer = (type: string, pointerType: string) => new PointerEvent(type, { pointerType, bubbles: true });
const key = (name: string) => new KeyboardEvent('keydown', { key: name, bubbles: true });

afterEach(() => {
  // Stopped before their code arrives: nothing hydrates after the test.
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
});

describe('reaching for an engage island', () => {
  it('counts a mouse or pen over it or pressed on it', () => {
    for (const type of ['pointerover', 'pointerdown']) {
      expect(engages(pointer(type, 'mouse')), type).toBe(true);
      expect(engages(pointer(type, 'pen')), type).toBe(true);
    }
  });

  it('leaves a finger alone until it taps: it may be scrolling the page past the map', () => {
    expect(engages(pointer('pointerover', 'touch'))).toBe(false);
    expect(engages(pointer('pointerdown', 'touch'))).toBe(false);
  });

  it('counts Enter and no other key', () => {
    expect(engages(key('Enter'))).toBe(true);
    for (const name of ['Tab', ' ', 'ArrowDown', 'Escape']) expect(engages(key(name)), name).toBe(false);
  });

  it('listens only for the events it counts, on its engage part only', () => {
    expect(engages(new FocusEvent('focusin', { bubbles: true }))).toBe(false);
    expect(engages(new Event('touchstart', { bubbles: true }))).toBe(false);
    const { root, outside } = island('engage');
    outside.dispatchEvent(pointer('pointerover', 'mouse'));
    expect(started(root)).toBe(false);
  });
});

describe('loading strategies', () => {
  it("loads a 'load' island at once", () => {
    expect(started(island('load').root)).toBe(true);
  });

  it("loads a 'load' island shown as a picture once the picture has painted, or failed", async () => {
    for (const outcome of ['painted', 'failed'] as const) {
      document.body.innerHTML = `<div data-island="embed" data-island-load="load"><img src="/map.svg" alt="Map of the guide"></div><script type="application/json" data-island-props="embed">{}</script>`;
      let settle: () => void = () => {};
      const decoded = new Promise<void>((resolve, reject) => {
        settle = outcome === 'painted' ? resolve : () => reject(new Error('no picture'));
      });
      document.querySelector('img')!.decode = () => decoded;
      const root = document.querySelector<HTMLElement>('[data-island]')!;
      // Stopped the moment it starts, before its code arrives: the island has no props to hydrate with.
      const startedNow = new Promise<void>((resolve) => {
        new MutationObserver(() => {
          stop();
          resolve();
        }).observe(root, { attributes: true, attributeFilter: ['data-island-started'] });
      });
      const stop = startIslands(document, {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started(root), outcome).toBe(false);
      settle();
      await startedNow;
      expect(started(root), outcome).toBe(true);
    }
  });

  it("loads an 'interaction' island when a pointer comes over it, focus enters it or a finger lands on it", () => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      const { root, part } = island('interaction');
      part.dispatchEvent(new Event('scroll', { bubbles: true }));
      part.dispatchEvent(key('a'));
      expect(started(root), type).toBe(false);
      part.dispatchEvent(new Event(type, { bubbles: true }));
      expect(started(root), type).toBe(true);
    }
  });

  it('stops listening once stopped (a navigation swapped the island out)', () => {
    const { root, part, stop } = island('interaction');
    stop();
    part.dispatchEvent(pointer('pointerover', 'mouse'));
    expect(started(root)).toBe(false);
  });
});
