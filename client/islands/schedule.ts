import { ISLAND_ATTRIBUTES, ISLAND_STARTS, type LoadStrategy } from '../../ui/islands/island-protocol';
import { ENGAGE_EVENTS, reachesFor } from './engage';

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
