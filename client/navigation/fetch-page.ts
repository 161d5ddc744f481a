/** A navigation whose page cannot be swapped in; `url`, when set, is where the visitor goes instead. */
export class NavigationFailed extends Error {
  constructor(
    message: string,
    readonly url?: string,
  ) {
    super(message);
    this.name = 'NavigationFailed';
  }
}

export interface FetchedPage {
  /** Where the page came from after redirects. */
  url: string;
  html: string;
}

/**
 * The HTML of a page of this site. An answer that is not a page to show in place (an error status,
 * not HTML, a redirect to another site) fails with its URL, so the browser loads it the ordinary way
 * and shows whatever the server meant it to.
 */
export async function fetchPage(url: string): Promise<FetchedPage> {
  const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html') || new URL(response.url).origin !== location.origin) {
    throw new NavigationFailed(`${response.status} ${type}`, response.url || url);
  }
  return { url: response.url || url, html: await response.text() };
}
