import { describe, expect, it } from 'vitest';
import { ENGAGE_EVENTS, reachesFor, whenDue } from './start';

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

describe('whenDue', () => {
  // The two strategies that read nothing of the page but the wrapper's events, on Node's own EventTarget.
  const wrapper = () => new EventTarget() as unknown as HTMLElement;

  it("loads a 'load' island at once", () => {
    let due = 0;
    whenDue(wrapper(), 'load', () => (due += 1));
    expect(due).toBe(1);
  });

  it("loads an 'interaction' island when a pointer comes over it, focus enters it or a finger lands on it", () => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      const root = wrapper();
      let due = 0;
      whenDue(root, 'interaction', () => (due += 1));
      root.dispatchEvent(new Event('scroll'));
      root.dispatchEvent(new Event('keydown'));
      expect(due).toBe(0);
      root.dispatchEvent(new Event(type));
      expect(due).toBe(1);
    }
  });

  it('stops listening once cancelled (a navigation swapped the island out)', () => {
    const root = wrapper();
    let due = 0;
    const cancel = whenDue(root, 'interaction', () => (due += 1));
    cancel();
    root.dispatchEvent(new Event('pointerover'));
    expect(due).toBe(0);
  });
});
