import { ISLAND_ATTRIBUTES, ISLAND_STARTS, type LoadStrategy } from '../../ui/islands/island-protocol';

// When an island's code is due, by its loading strategy (docs/decisions/008-island-runtime.md).

/**
 * The events that start an `engage` island (the map on a scrolling page) when a visitor reaches for
 * it. Clicks and taps need no listener here: the runtime holds every click in an island that has not
 * hydrated and hydrates it at once (holdActivations in start.ts).
 */
export const ENGAGE_EVENTS = ['pointerover', 'pointerdown', 'keydown'] as const;

/** What of an event the decision reads (a PointerEvent's `pointerType`, a KeyboardEvent's `key`). */
export interface EngageEvent {
  type: string;
  pointerType?: string;
  key?: string;
}

/**
 * A mouse or pen over the part or pressed on it, or Enter while focus is inside it. A finger landing
 * on it may only be scrolling the page past the map, so touch counts only once it taps (a click).
 */
export function reachesFor(event: EngageEvent): boolean {
  switch (event.type) {
    case 'pointerover':
    case 'pointerdown':
      return event.pointerType !== 'touch';
    case 'keydown':
      return event.key === 'Enter';
    default:
      return false;
  }
}

const INTERACTIONS = ['pointerover', 'focusin', 'touchstart'] as const;
/** Start loading a little before the island scrolls into view. */
const VISIBLE_MARGIN = '200px';
/** Browsers without requestIdleCallback wait this long instead. */
const IDLE_FALLBACK_MS = 200;

/**
 * Calls `due` once when the island's strategy says its code is needed, and returns a cancel function.
 * The wrapper is `display: contents` and has no box of its own, so visibility is judged on its children.
 */
export function whenDue(root: HTMLElement, strategy: LoadStrategy, due: () => void): () => void {
  switch (strategy) {
    case 'load':
      due();
      return () => {};
    case 'idle': {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(due);
        return () => window.cancelIdleCallback(handle);
      }
      const handle = window.setTimeout(due, IDLE_FALLBACK_MS);
      return () => window.clearTimeout(handle);
    }
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) due();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      for (const child of root.children) observer.observe(child);
      return () => observer.disconnect();
    }
    case 'interaction': {
      for (const type of INTERACTIONS) root.addEventListener(type, due, { passive: true });
      return () => {
        for (const type of INTERACTIONS) root.removeEventListener(type, due);
      };
    }
    case 'engage': {
      const engaged = (event: Event) => {
        if (event.target instanceof Element && event.target.closest(`[${ISLAND_ATTRIBUTES.engage}]`) && reachesFor(event)) due();
      };
      for (const type of ENGAGE_EVENTS) root.addEventListener(type, engaged, { passive: true });
      return () => {
        for (const type of ENGAGE_EVENTS) root.removeEventListener(type, engaged);
      };
    }
    case 'map': {
      // The map may have started before this island was found (a map that loads at once).
      if (document.querySelector(`[${ISLAND_ATTRIBUTES.name}="map"][${ISLAND_ATTRIBUTES.started}]`)) {
        due();
        return () => {};
      }
      const started = (event: Event) => {
        if ((event as CustomEvent<string>).detail === 'map') due();
      };
      document.addEventListener(ISLAND_STARTS, started);
      return () => document.removeEventListener(ISLAND_STARTS, started);
    }
  }
}
