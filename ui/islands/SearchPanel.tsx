import type { FormEventHandler, KeyboardEventHandler, MouseEventHandler, Ref } from 'react';
import { searchMinimumLength } from '../../core/validation/patterns';
import type { SearchResult } from './SearchResults';

/** The search island's props: serialized into the page, so plain data only. */
export interface SearchPanelProps {
  id: string;
  action: string;
  labels: { search: string; searchLabel: string; searchSubmit: string; searchPlaceholder: string; closeSearch: string; searching: string; noResults: string };
}

/** What the panel shows under the form (docs/product/views-and-states.md#search-states): nothing, a message (searching, no results) or links. */
export type SearchShown = { kind: 'none' } | { kind: 'message'; text: string } | { kind: 'results'; results: readonly SearchResult[] };

/** What the hydrated island (client/islands/search.tsx) adds; the server renders none of it. */
export interface SearchPanelState {
  /** Hydrated: the toggle is a button instead of the no-JavaScript fragment link. */
  enhanced: boolean;
  open: boolean;
  /** Fewer than 3 characters keep the submit button disabled. */
  submittable: boolean;
  shown: SearchShown;
  refs: { toggle: Ref<HTMLAnchorElement>; panel: Ref<HTMLDivElement>; input: Ref<HTMLInputElement> };
  on: {
    toggle: MouseEventHandler<HTMLAnchorElement>;
    toggleKey: KeyboardEventHandler<HTMLAnchorElement>;
    close: MouseEventHandler<HTMLAnchorElement>;
    input: FormEventHandler<HTMLInputElement>;
    submit: FormEventHandler<HTMLFormElement>;
  };
}

function Shown({ shown }: { shown: SearchShown }) {
  if (shown.kind === 'message') return <p className="search-panel__message">{shown.text}</p>;
  if (shown.kind === 'none') return null;
  return (
    <ul className="search-panel__list">
      {shown.results.map((result) => (
        <li key={result.url}>
          <a href={result.url}>{result.title}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search toggle and its panel. Without JavaScript the toggle is a fragment link and CSS :target
 * shows the panel, whose form leads to the search page; hydrated, the toggle opens and closes the
 * panel and results show in place.
 */
export function SearchPanel({ id, action, labels, state }: SearchPanelProps & { state?: SearchPanelState }) {
  const enhanced = state?.enhanced === true;
  return (
    <>
      <a
        ref={state?.refs.toggle}
        className="search-toggle"
        href={enhanced ? undefined : `#${id}`}
        aria-controls={id}
        role={enhanced ? 'button' : undefined}
        aria-expanded={enhanced ? state?.open : undefined}
        tabIndex={enhanced ? 0 : undefined}
        data-search-toggle=""
        onClick={state?.on.toggle}
        onKeyDown={state?.on.toggleKey}
      >
        {labels.search}
      </a>
      <div ref={state?.refs.panel} className={state?.open ? 'search-panel is-open' : 'search-panel'} id={id} data-search-panel="">
        <form role="search" method="get" action={action} onSubmit={state?.on.submit}>
          <label htmlFor={`${id}-text`}>{labels.searchLabel}</label>
          <input
            ref={state?.refs.input}
            id={`${id}-text`}
            type="search"
            name="text"
            minLength={searchMinimumLength}
            required
            autoComplete="off"
            placeholder={labels.searchPlaceholder}
            onInput={state?.on.input}
          />
          <button type="submit" disabled={enhanced ? !state?.submittable : undefined}>
            {labels.searchSubmit}
          </button>
        </form>
        <div className="search-panel__results" data-search-results="" aria-live="polite">
          {state ? <Shown shown={state.shown} /> : null}
        </div>
        <a className="search-close" href="#top" data-search-close="" onClick={state?.on.close}>
          {labels.closeSearch}
        </a>
      </div>
    </>
  );
}
