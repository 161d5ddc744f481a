// The navigation progress bar (docs/product/views-and-states.md#navigation-progress), as a pure state machine with injected timers so the
// timings are testable: advances in random steps, finishes once past 95 %, then shows 100 %, hides
// after 500 ms and resets to 0 after a further 200 ms. Failure turns it dark red.

export interface ProgressState {
  percent: number;
  visible: boolean;
  failed: boolean;
}

export interface ProgressClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
}

const PROGRESS_TIMING = { run: 3000, tick: 100, finishThreshold: 95, hideAfter: 500, resetAfter: 200, fallbackEnd: 500 };

export class ProgressModel {
  private state: ProgressState = { percent: 0, visible: false, failed: false };
  private timers: unknown[] = [];

  constructor(
    private readonly render: (state: ProgressState) => void,
    private readonly clock: ProgressClock,
    private readonly timing = PROGRESS_TIMING,
  ) {}

  get current(): ProgressState {
    return { ...this.state };
  }

  start(): void {
    this.clear();
    this.set({ percent: 0, visible: true, failed: false });
    this.schedule(() => this.advance(), this.timing.tick);
  }

  /** Used when a navigation has no prefetch to wait for: the bar ends shortly after it starts. */
  startBrief(): void {
    this.start();
    this.schedule(() => this.finish(), this.timing.fallbackEnd);
  }

  finish(): void {
    this.clear();
    this.set({ ...this.state, percent: 100, visible: true });
    this.schedule(() => {
      this.set({ ...this.state, visible: false });
      this.schedule(() => this.set({ percent: 0, visible: false, failed: false }), this.timing.resetAfter);
    }, this.timing.hideAfter);
  }

  fail(): void {
    this.set({ ...this.state, failed: true });
    this.finish();
  }

  private advance(): void {
    // On average the bar reaches the threshold after `run` ms.
    const ticks = this.timing.run / this.timing.tick;
    const step = (this.timing.finishThreshold / ticks) * 2 * this.clock.random();
    const percent = Math.min(99, this.state.percent + step);
    this.set({ ...this.state, percent });
    if (percent > this.timing.finishThreshold) this.finish();
    else this.schedule(() => this.advance(), this.timing.tick);
  }

  private schedule(callback: () => void, ms: number): void {
    this.timers.push(this.clock.setTimeout(callback, ms));
  }

  private clear(): void {
    for (const handle of this.timers) this.clock.clearTimeout(handle);
    this.timers = [];
  }

  private set(state: ProgressState): void {
    this.state = state;
    this.render(this.current);
  }
}
