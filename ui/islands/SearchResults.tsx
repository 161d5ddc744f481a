export interface SearchResult {
  title: string;
  url: string;
}

/** The search page without JavaScript; the panel island shows the same list in place. */
export function SearchResults(props: { heading: string; text: string; results: readonly SearchResult[]; empty: string }) {
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h1 id="search-results-title">{props.text ? `${props.heading}: ${props.text}` : props.heading}</h1>
      {props.results.length ? (
        <ul className="search-results__list">
          {props.results.map((result) => (
            <li key={result.url}>
              <a href={result.url}>{result.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{props.empty}</p>
      )}
    </section>
  );
}
