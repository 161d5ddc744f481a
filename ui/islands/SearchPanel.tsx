import { searchMinimumLength } from '../../core/validation/patterns';
export interface SearchPanelProps {
  id: string;
  action: string;
  labels: { searchLabel: string; searchSubmit: string; searchPlaceholder: string; closeSearch: string; searching: string; noResults: string };
}

/** The search toggle and its panel: a :target panel without JavaScript, client/search.ts enhances it. */
export function SearchToggle({ id, label }: { id: string; label: string }) {
  return (
    <a className="search-toggle" href={`#${id}`} aria-controls={id} data-search-toggle="">
      {label}
    </a>
  );
}

export function SearchPanel({ id, action, labels }: SearchPanelProps) {
  return (
    <div className="search-panel" id={id} data-search-panel="" data-searching={labels.searching} data-no-results={labels.noResults}>
      <form role="search" method="get" action={action}>
        <label htmlFor={`${id}-text`}>{labels.searchLabel}</label>
        <input id={`${id}-text`} type="search" name="text" minLength={searchMinimumLength} required autoComplete="off" placeholder={labels.searchPlaceholder} />
        <button type="submit">{labels.searchSubmit}</button>
      </form>
      <div className="search-panel__results" data-search-results="" aria-live="polite" />
      <a className="search-close" href="#top" data-search-close="">
        {labels.closeSearch}
      </a>
    </div>
  );
}
