import { searchMinimumLength } from '../../core/validation/patterns';
import { CardList } from '../components/EntryCard';
import type { CardModel } from '../components/models';
import type { SearchResult } from '../islands/SearchResults';
import { useText } from '../components/text';

export interface SearchViewProps {
  heading: string;
  text: string;
  cards: CardModel[];
  /** Hits of a custom search provider: a title and a link, rendered as text. */
  links?: SearchResult[];
}

/** The search results page: the query in a box to refine it, and the results as cards (image, type). */
export function SearchView({ heading, text, cards, links = [] }: SearchViewProps) {
  const t = useText();
  return (
    <section className="view view--search search-results" aria-labelledby="search-results-title">
      <h1 id="search-results-title">{text ? `${heading}: ${text}` : heading}</h1>
      <form className="filters search-refine" method="get" action="/search" role="search">
        <div className="filters__field">
          <label htmlFor="search-refine-text">{t('search.label')}</label>
          <input id="search-refine-text" type="search" name="text" defaultValue={text} minLength={searchMinimumLength} required autoComplete="off" aria-describedby="search-refine-hint" />
          <p id="search-refine-hint" className="filters__hint">
            {t('search.minimum', { count: searchMinimumLength })}
          </p>
        </div>
        <div className="filters__actions">
          <button type="submit">{t('search.submit')}</button>
        </div>
      </form>
      {cards.length ? <CardList cards={cards} headingLevel={2} /> : null}
      {links.length ? (
        <ul className="search-links">
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {cards.length || links.length ? null : (
        <p className="empty" role="status">
          {t('no_results')}
        </p>
      )}
    </section>
  );
}
