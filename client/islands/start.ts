import type { ComponentType } from 'react';
import type { IslandCatalog, IslandName } from '../../ui/islands/catalog';
import { decodeProps, ISLAND_ATTRIBUTES, ISLAND_STARTS, type IslandProps, type LoadStrategy, parseStrategy, PROPS_TYPE } from '../../ui/islands/island-protocol';
import type { IslandServices } from './context';

// The island runtime (docs/decisions/008-island-runtime.md): each island's code loads when its
// strategy says so, activations before hydration are held and replayed, and a chunk that does not
// arrive says so above the server markup.

/**
 * The events that start an `engage` island (the map on a scrolling page) when a visitor reaches for
 * it. Clicks and taps need no listener here: the runtime holds every click in an island that has not
 * hydrated and hydrates it at once (holdActivations).
 */
const ENGAGE_EVENTS = ['pointerover', 'pointerdown', 'keydown'] as const;

/** What of an event the decision reads (a PointerEvent's `pointerType`, a KeyboardEvent's `key`). */
interface EngageEvent {
  type: string;
  pointerType?: string;
  key?: string;
}

/**
 * A mouse or pen over the part or pressed on it, or Enter while focus is inside it. A finger landing
 * on it may only be scrolling the page past the map, so touch counts only once it taps (a click).
 */
function reachesFor(event: EngageEvent): boolean {
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
function whenDue(root: HTMLElement, strategy: LoadStrategy, due: () => void): () => void {
  switch (strategy) {
    case 'load': {
      // An island shown as a picture until its code runs (the map page's map) starts once the picture
      // has painted: the picture is the page's largest paint, and the island's code (maplibre, parsed
      // and run on the main thread) held that paint back by a few hundred milliseconds.
      const picture = root.querySelector('img');
      if (!picture) {
        due();
        return () => {};
      }
      let cancelled = false;
      const painted = () => requestAnimationFrame(() => setTimeout(() => cancelled || due(), 0));
      // A picture that fails to load starts the island all the same.
      picture.decode().then(painted, painted);
      return () => {
        cancelled = true;
      };
    }
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

type IslandModule<N extends IslandName> = { default: ComponentType<IslandCatalog[N]> };

/** Each island is its own lazy chunk: a page downloads only the islands it shows, when they are due. */
const islandModules: { [N in IslandName]: () => Promise<IslandModule<N>> } = {
  embed: () => import('./embed'),
  flythrough: () => import('./flythrough'),
  form: () => import('./form'),
  map: () => import('./map'),
  newsletter: () => import('./newsletter'),
  profile: () => import('./profile'),
  save: () => import('./save'),
  search: () => import('./search'),
};

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandModules, name);
}

/**
 * Clicks and submits inside an island that has not hydrated yet. Each is stopped before the page
 * reacts (no fragment jump, no browser validation bubble, no plain post), reported through
 * `onActivate` so hydration starts at once, and dispatched again on `release`: after hydration the
 * island handles it; if the island failed to load, the browser's own behaviour (link, plain post) runs.
 * A click with a modifier key or another button is left alone (open in a new tab, context menu).
 */
function holdActivations(root: HTMLElement, onActivate: () => void): { release(): void } {
  const held: Event[] = [];
  const hold = (event: Event) => {
    if (event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    onActivate();
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  return {
    release() {
      root.removeEventListener('click', hold, true);
      root.removeEventListener('submit', hold, true);
      for (const event of held.splice(0)) replay(event);
    },
  };
}

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event instanceof MouseEvent) target.dispatchEvent(new MouseEvent(event.type, event));
  else if (target instanceof HTMLFormElement) target.requestSubmit();
}

/** The server's template of the message (ui/layout/Layout.tsx), in the page's language. */
const TEMPLATE = 'template[data-chunk-failure]';

/**
 * A chunk that failed to load (docs/product/views-and-states.md#chunk-failure): an island whose code did not arrive says so, with a link that
 * reloads the page, above its server markup (which keeps working as it does without JavaScript).
 */
function showChunkFailure(root: HTMLElement): void {
  const template = root.ownerDocument.querySelector<HTMLTemplateElement>(TEMPLATE);
  if (!template || root.querySelector('[data-chunk-failed]')) return;
  const message = template.content.firstElementChild?.cloneNode(true);
  if (!(message instanceof HTMLElement)) return;
  const reload = message.querySelector('a');
  reload?.setAttribute('href', location.href);
  reload?.addEventListener('click', (event) => {
    event.preventDefault();
    location.reload();
  });
  root.prepend(message);
}

/**
 * Finds the islands under `scope` and hydrates each when its strategy says so. Nothing of React is in
 * the page-wide script: React, react-dom/client and the island's own chunk load with the first island
 * due. The returned function stops them (those inside `within` when given): islands not yet due
 * never load, hydrated ones unmount (a client navigation stops those of the main region it swaps out).
 */
export function startIslands(scope: ParentNode, services: IslandServices): (within?: Node) => void {
  const stops = [...scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)].map((root) => [root, startIsland(root, services)] as const);
  return (within) => {
    for (const [root, stop] of stops) if (!within || within.contains(root)) stop();
  };
}

/** The data block right after the wrapper holds the island's props (ui/islands/Island.tsx). */
function propsBlock(root: HTMLElement, name: string): Element {
  const block = root.nextElementSibling;
  if (block?.localName !== 'script' || block.getAttribute('type') !== PROPS_TYPE || block.getAttribute(ISLAND_ATTRIBUTES.props) !== name) throw new Error('no props after the wrapper');
  return block;
}

function startIsland(root: HTMLElement, services: IslandServices): () => void {
  const name = root.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  let props: IslandProps;
  try {
    if (!isIslandName(name)) throw new Error('no such island in client/islands/start.ts');
    props = decodeProps(propsBlock(root, name).textContent);
  } catch (error) {
    // The server markup keeps working as it does without JavaScript.
    console.error(`island ${name}: not hydrated`, error);
    return () => {};
  }
  let started = false;
  let stopped = false;
  let unmount = () => {};
  let cancel = () => {};
  const held = holdActivations(root, () => hydrate());
  const hydrate = () => {
    if (started) return;
    started = true;
    cancel();
    root.setAttribute(ISLAND_ATTRIBUTES.started, '');
    document.dispatchEvent(new CustomEvent(ISLAND_STARTS, { detail: name }));
    Promise.all([import('./hydrate'), islandModules[name]()])
      // The props are JSON the server wrote from the same catalog type the module is typed with.
      .then(([{ hydrateIsland }, module]) => (stopped ? undefined : hydrateIsland(root, name, module.default as unknown as ComponentType<IslandProps>, props, services)))
      .then((unmountIsland) => {
        if (!unmountIsland) return;
        if (stopped) return unmountIsland();
        unmount = unmountIsland;
        root.setAttribute(ISLAND_ATTRIBUTES.hydrated, '');
      })
      .catch((error: unknown) => {
        console.error(`island ${name}: failed to load`, error);
        showChunkFailure(root);
      })
      .finally(() => held.release());
  };
  cancel = whenDue(root, parseStrategy(root.getAttribute(ISLAND_ATTRIBUTES.load)), hydrate);
  return () => {
    stopped = true;
    cancel();
    unmount();
  };
}
