// A custom site search provider (docs/product/routes.md#search: GET with cx, fields, key, q; answers items with htmlTitle
// and link), in the shape of Google's Custom Search JSON API. Titles carry markup, as the real one's
// do, so the site's escaping is exercised.

export async function siteSearch(request: Request): Promise<{ status: number; body: unknown }> {
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  const missing = ['cx', 'key', 'q'].filter((name) => !url.searchParams.get(name));
  if (missing.length) return { status: 400, body: { error: { code: 400, message: `Missing required parameter: ${missing.join(', ')}` } } };
  if (q.includes('nothing')) return { status: 200, body: {} };
  const slug = encodeURIComponent(q.toLowerCase().replace(/\s+/g, '-'));
  return {
    status: 200,
    body: {
      items: [
        { htmlTitle: `Guide to <b>${escapeHtml(q)}</b> &amp; more`, link: `https://guide.example/${slug}` },
        { htmlTitle: `<img src=x onerror=alert(1)><b>${escapeHtml(q)}</b> trips`, link: `https://guide.example/${slug}/trips` },
      ],
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
