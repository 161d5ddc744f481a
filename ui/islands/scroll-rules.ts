// The scroll rules (docs/product/views-and-states.md#scroll) after a navigation, as one pure decision.

export type ScrollAction = { kind: 'restore'; y: number; delay: number } | { kind: 'hash'; id: string } | { kind: 'top'; delay: number } | { kind: 'none' };

export interface ScrollSituation {
  /** A back/forward navigation with a saved position for the target. */
  savedY?: number;
  pathChanged: boolean;
  /** The fragment without '#', when the URL has one. */
  hash?: string;
  hashExists: boolean;
  hasTabQuery: boolean;
}

export function scrollAction(situation: ScrollSituation): ScrollAction {
  if (situation.savedY !== undefined) return { kind: 'restore', y: situation.savedY, delay: situation.pathChanged ? 1000 : 0 };
  if (situation.hash && situation.hashExists) return { kind: 'hash', id: situation.hash };
  if (situation.hasTabQuery) return { kind: 'none' };
  return { kind: 'top', delay: 500 };
}
