/** One search hit as the search panel lists it (the results page shows cards: ui/views/SearchView). */
export interface SearchResult {
  title: string;
  url: string;
}
