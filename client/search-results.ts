import { isSearchable } from '../core/validation/patterns';

const NO_RESULTS_FLASH_MS = 2000;

interface Result {
  title: string;
  url: string;
}

/**
 * Search in the panel (SPEC 4): searching text while loading, the results as links, or the
 * no-results message for 2 seconds. Built with DOM nodes and textContent: titles are never markup.
 */
export function searchInPanel(panel: HTMLElement, form: HTMLFormElement, input: HTMLInputElement): void {
  const region = panel.querySelector<HTMLElement>('[data-search-results]');
  if (!region) return;
  let flash: number | undefined;
  let generation = 0;
  const show = (node: Node | null) => {
    window.clearTimeout(flash);
    region.replaceChildren(...(node ? [node] : []));
  };
  const message = (text: string) => {
    const p = document.createElement('p');
    p.className = 'search-panel__message';
    p.textContent = text;
    return p;
  };
  const flashNoResults = () => {
    show(message(panel.dataset.noResults ?? ''));
    flash = window.setTimeout(() => region.replaceChildren(), NO_RESULTS_FLASH_MS);
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!isSearchable(text)) {
      flashNoResults();
      return;
    }
    const mine = ++generation;
    show(message(panel.dataset.searching ?? ''));
    let results: Result[] = [];
    try {
      const url = new URL(form.action);
      url.searchParams.set('text', text);
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      if (res.ok) results = ((await res.json()) as { results: Result[] }).results;
    } catch {
      // A failing search shows no results (SPEC 8).
    }
    if (mine !== generation) return;
    if (!results.length) {
      flashNoResults();
      return;
    }
    const list = document.createElement('ul');
    list.className = 'search-panel__list';
    for (const result of results) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = result.url;
      link.textContent = result.title;
      item.appendChild(link);
      list.appendChild(item);
    }
    show(list);
  });
}
