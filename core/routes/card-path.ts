const CARD = /^(.*)\/card\.png$/;

/**
 * `{page path}/card.png` names the share card of that page (its og:image): like a map download, it
 * is matched as its page, so it has the page's route and language.
 */
export function cardPath(pathname: string): { pagePath: string } | null {
  const found = CARD.exec(pathname);
  return found ? { pagePath: found[1] || '/' } : null;
}

/** The card of a page path; `locale` when the path does not name the page's language. */
export function cardHref(pagePath: string, locale?: string): string {
  const path = `${pagePath.replace(/\/+$/, '')}/card.png`;
  return locale ? `${path}?locale=${encodeURIComponent(locale)}` : path;
}
