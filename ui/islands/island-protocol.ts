import { scriptJson } from '../../core/encoding/text';

// How an island travels from the server render to the browser: a wrapper element whose data
// attributes name the component and its loading strategy, followed at once by a data block
// (`<script type="application/json" data-island-props="name">`) holding its props as JSON. A data
// block is never executed, so the CSP stays `script-src 'self'`; its text needs only `<` escaped,
// where an attribute value made React escape every quote of the JSON on every request (decision 026).

export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  load: 'data-island-load',
  /** On the data block right after the wrapper: the island's name. */
  props: 'data-island-props',
  /** Set by the runtime when the island's code starts loading (companions of the map look for it). */
  started: 'data-island-started',
  /** Set by the runtime once React has committed the hydration (tests wait on it). */
  hydrated: 'data-island-hydrated',
  /** Marks the part of an `engage` island that a visitor reaches for (the map's box). */
  engage: 'data-island-engage',
} as const;

const LOAD_STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'engage', 'map'] as const;

/**
 * When an island's code loads: at once, when the main thread is idle, when it scrolls into view, on
 * the first pointer, focus or touch inside it, when the visitor reaches for its `engage` part (a
 * mouse over it or pressed on it, Enter inside it, a tap or click), or with the page's map (when the
 * map island starts: its companions act on the map). A click or submit before then always hydrates
 * at once and is replayed afterwards.
 */
export type LoadStrategy = (typeof LOAD_STRATEGIES)[number];

/** An unknown or missing strategy loads at once: a typo must not leave an island dead. */
export function parseStrategy(value: string | null | undefined): LoadStrategy {
  return (LOAD_STRATEGIES as readonly string[]).includes(value ?? '') ? (value as LoadStrategy) : 'load';
}

export type IslandProps = Record<string, unknown>;

/** Sent on the document when an island starts loading; its detail is the island's name. */
export const ISLAND_STARTS = 'tg-island:start';

/** The `type` of the props' data block. */
export const PROPS_TYPE = 'application/json';

/** The text of the props' data block. */
export function encodeProps(props: object): string {
  return scriptJson(props);
}

/** The props of an island from its data block's text; throws when they are not a JSON object. */
export function decodeProps(raw: string | null | undefined): IslandProps {
  const value: unknown = JSON.parse(raw ?? '{}');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('island props must be a JSON object');
  return value as IslandProps;
}
