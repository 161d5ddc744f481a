import { describe, expect, it } from 'vitest';
import { ENGAGE_EVENTS, reachesFor } from './engage';

describe('reaching for an engage island', () => {
  it('counts a mouse or pen over it or pressed on it', () => {
    for (const type of ['pointerover', 'pointerdown']) {
      expect(reachesFor({ type, pointerType: 'mouse' })).toBe(true);
      expect(reachesFor({ type, pointerType: 'pen' })).toBe(true);
    }
  });

  it('leaves a finger alone until it taps: it may be scrolling the page past the map', () => {
    expect(reachesFor({ type: 'pointerover', pointerType: 'touch' })).toBe(false);
    expect(reachesFor({ type: 'pointerdown', pointerType: 'touch' })).toBe(false);
  });

  it('counts Enter and no other key', () => {
    expect(reachesFor({ type: 'keydown', key: 'Enter' })).toBe(true);
    for (const key of ['Tab', ' ', 'ArrowDown', 'Escape']) expect(reachesFor({ type: 'keydown', key })).toBe(false);
  });

  it('listens only for the events it counts', () => {
    expect(reachesFor({ type: 'focusin' })).toBe(false);
    expect(reachesFor({ type: 'touchstart' })).toBe(false);
    expect([...ENGAGE_EVENTS].sort()).toEqual(['keydown', 'pointerdown', 'pointerover']);
  });
});
