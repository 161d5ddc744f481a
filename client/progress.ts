import { ProgressModel, type ProgressState } from '../ui/islands/progress-model';

/**
 * Drives the page's progress bar on form posts; client navigations (client/navigation) run it too.
 * The model is returned so islands (forms, map) can run it around their own loads: it reaches them
 * through the island runtime.
 */
export function enhanceProgress(doc: Document): ProgressModel | undefined {
  const root = doc.querySelector<HTMLElement>('[data-progress]');
  const bar = root?.querySelector<HTMLElement>('.progress-bar');
  if (!root || !bar) return undefined;
  const render = (state: ProgressState) => {
    bar.style.width = `${state.percent}%`;
    root.classList.toggle('is-visible', state.visible);
    root.classList.toggle('is-failed', state.failed);
  };
  const model = new ProgressModel(render, { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (h) => window.clearTimeout(h as number), random: Math.random });
  doc.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) model.start();
  });
  // A page restored from the back/forward cache must not keep a running bar.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) model.finish();
  });
  return model;
}
