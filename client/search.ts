import { searchInPanel } from './search-results';
import { isSearchable } from '../core/validation/patterns';
import { togglePanel } from './toggle';

/** Search panel: opens from its button; Escape or a click outside closes it; short input cannot submit. */
export function enhanceSearch(doc: Document): void {
  const toggle = doc.querySelector<HTMLElement>('[data-search-toggle]');
  const panel = doc.querySelector<HTMLElement>('[data-search-panel]');
  if (!toggle || !panel) return;
  const input = panel.querySelector<HTMLInputElement>('input[name="text"]');
  const submit = panel.querySelector<HTMLButtonElement>('button[type="submit"]');
  const { isOpen, setOpen } = togglePanel(doc, toggle, panel, '[data-search-close]', (open) => {
    if (open) input?.focus();
  });
  const syncSubmit = () => {
    if (submit && input) submit.disabled = !isSearchable(input.value);
  };
  syncSubmit();
  input?.addEventListener('input', syncSubmit);
  const form = panel.querySelector<HTMLFormElement>('form');
  if (form && input) searchInPanel(panel, form, input);
  doc.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (isOpen() && !panel.contains(target) && !toggle.contains(target)) setOpen(false);
  });
}
