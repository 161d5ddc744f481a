import { ProgressModel, type ProgressState } from '../ui/islands/progress-model';

function isPlainNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download') || !link.href) return false;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return false;
  // A jump within the page is not a navigation.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash);
}

/**
 * Drives the page's progress bar on navigations and form posts. The model is returned so islands
 * (forms, map) can run it around their own loads: it reaches them through the island runtime.
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
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (link instanceof HTMLAnchorElement && isPlainNavigation(event, link)) model.start();
  });
  doc.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) model.start();
  });
  // A page restored from the back/forward cache must not keep a running bar.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) model.finish();
  });
  return model;
}
