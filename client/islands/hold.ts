/**
 * Clicks and submits inside an island that has not hydrated yet. Each is stopped before the page
 * reacts (no fragment jump, no browser validation bubble, no plain post), reported through
 * `onActivate` so hydration starts at once, and dispatched again on `release`: after hydration the
 * island handles it; if the island failed to load, the browser's own behaviour (link, plain post) runs.
 * A click with a modifier key or another button is left alone (open in a new tab, context menu).
 */
export function holdActivations(root: HTMLElement, onActivate: () => void): { release(): void } {
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
