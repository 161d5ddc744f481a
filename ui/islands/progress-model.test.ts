import { describe, expect, it } from 'vitest';
import { type ProgressClock, ProgressModel, type ProgressState } from './progress-model';

/** A manual clock: timers run only when the test advances time. */
function manualClock(randomValue = 0.5) {
  let now = 0;
  let id = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const clock: ProgressClock = {
    setTimeout: (run, ms) => {
      pending.set(++id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    random: () => randomValue,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      pending.delete(next[0]);
      now = next[1].at;
      next[1].run();
    }
    now = until;
  };
  return { clock, advance };
}

describe('navigation progress bar', () => {
  it('starts at 0 and visible, advances, and finishes by itself once past 95 % in about the run time', () => {
    const { clock, advance } = manualClock();
    const states: ProgressState[] = [];
    const bar = new ProgressModel((s) => states.push(s), clock);
    bar.start();
    expect(bar.current).toEqual({ percent: 0, visible: true, failed: false });
    advance(1000);
    expect(bar.current.percent).toBeGreaterThan(20);
    expect(bar.current.percent).toBeLessThan(95);
    advance(2100);
    expect(bar.current.percent).toBe(100);
    expect(states.some((s) => s.percent > 95 && s.percent < 100)).toBe(true);
  });

  it('on finish shows 100 %, hides after 500 ms and resets to 0 after a further 200 ms', () => {
    const { clock, advance } = manualClock();
    const bar = new ProgressModel(() => {}, clock);
    bar.start();
    advance(300);
    bar.finish();
    expect(bar.current).toEqual(expect.objectContaining({ percent: 100, visible: true }));
    advance(499);
    expect(bar.current.visible).toBe(true);
    advance(1);
    expect(bar.current).toEqual({ percent: 100, visible: false, failed: false });
    advance(199);
    expect(bar.current.percent).toBe(100);
    advance(1);
    expect(bar.current).toEqual({ percent: 0, visible: false, failed: false });
  });

  it('marks a failure, then finishes and clears the failure on reset', () => {
    const { clock, advance } = manualClock();
    const bar = new ProgressModel(() => {}, clock);
    bar.start();
    bar.fail();
    expect(bar.current).toEqual({ percent: 100, visible: true, failed: true });
    advance(700);
    expect(bar.current.failed).toBe(false);
  });

  it('ends 500 ms after a navigation with no prefetch', () => {
    const { clock, advance } = manualClock(0);
    const bar = new ProgressModel(() => {}, clock);
    bar.startBrief();
    advance(500);
    expect(bar.current.percent).toBe(100);
  });
});
