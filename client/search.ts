import { searchInPanel } from './search-results';
import { asToggleButton } from './toggle';

const MIN_LENGTH = 3;

/** Search panel: opens from its button; Escape or a click outside closes it; short input cannot submit. */
export function enhanceSearch(doc: Document): void {
  const toggle = doc.querySelector<HTMLElement>('[data-search-toggle]');
  const panel = doc.querySelector<HTMLElement>('[data-search-panel]');
  if (!toggle || !panel) return;
  asToggleButton(toggle);
  const input = panel.querySelector<HTMLInputElement>('input[name="text"]');
  const submit = panel.querySelector<HTMLButtonElement>('button[type="submit"]');
  const setOpen = (open: boolean) => {
    panel.classList.toggle('is-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) input?.focus();
  };
  const isOpen = () => panel.classList.contains('is-open');
  const syncSubmit = () => {
    if (submit && input) submit.disabled = input.value.trim().length < MIN_LENGTH;
  };
  syncSubmit();
  input?.addEventListener('input', syncSubmit);
  const form = panel.querySelector<HTMLFormElement>('form');
  if (form && input) searchInPanel(panel, form, input, MIN_LENGTH);
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  panel.querySelector<HTMLElement>('[data-search-close]')?.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(false);
    toggle.focus();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (isOpen() && !panel.contains(target) && !toggle.contains(target)) setOpen(false);
  });
}
