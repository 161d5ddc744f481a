// When a visitor reaches for an `engage` island (the map on a scrolling page): the events that start
// it. Clicks and taps need no listener here: the runtime holds every click in an island that has not
// hydrated and hydrates it at once (hold.ts).

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
