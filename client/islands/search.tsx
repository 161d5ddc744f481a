import { type FormEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { isSearchable } from '../../core/validation/patterns';
import { SearchPanel, type SearchPanelProps, type SearchShown } from '../../ui/islands/SearchPanel';
import { searchAnswer } from '../../ui/islands/search-answer';
import type { SearchResult } from '../../ui/islands/SearchResults';
import { useEnhanced } from './context';

const NO_RESULTS_FLASH_MS = 2000;

async function search(action: string, text: string): Promise<SearchResult[]> {
  try {
    const url = new URL(action, document.baseURI);
    url.searchParams.set('text', text);
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    return res.ok ? searchAnswer(await res.json()) : [];
  } catch {
    // A failing search shows no results (docs/product/texts-and-errors.md#error-catalogue).
    return [];
  }
}

/**
 * Search panel (docs/product/menus-and-layout.md#search-panel): the toggle opens it and focuses the input; Escape or its close link
 * closes it and gives focus back to the toggle; a click outside closes it. Fewer than 3 characters
 * keep the button disabled. Results show in place: searching text, links, or the no-results message
 * for 2 seconds.
 */
export default function SearchIsland(props: SearchPanelProps) {
  const { labels } = props;
  const enhanced = useEnhanced();
  const toggle = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [submittable, setSubmittable] = useState(false);
  const [shown, setShown] = useState<SearchShown>({ kind: 'none' });
  const flash = useRef<number>(undefined);
  // Only the latest search may show its results.
  const generation = useRef(0);

  const show = (next: SearchShown) => {
    window.clearTimeout(flash.current);
    setShown(next);
  };
  const flashNoResults = () => {
    show({ kind: 'message', text: labels.noResults });
    flash.current = window.setTimeout(() => setShown({ kind: 'none' }), NO_RESULTS_FLASH_MS);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  // Text typed before hydration counts too.
  useEffect(() => setSubmittable(isSearchable(input.current?.value ?? '')), []);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    if (!isSearchable(text)) {
      flashNoResults();
      return;
    }
    const mine = ++generation.current;
    show({ kind: 'message', text: labels.searching });
    const results = await search(props.action, text);
    if (mine !== generation.current) return;
    if (results.length) show({ kind: 'results', results });
    else flashNoResults();
  };

  const on = {
    toggle: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setOpen(!open);
    },
    toggleKey: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      event.currentTarget.click();
    },
    close: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      close();
    },
    input: (event: FormEvent<HTMLInputElement>) => setSubmittable(isSearchable(event.currentTarget.value)),
    submit: onSubmit,
  };

  return <SearchPanel {...props} state={{ enhanced, open, submittable, shown, refs: { toggle, panel, input }, on }} />;
}
