// xss filters style attributes with cssfilter unless told `css: false`, which core/sanitize/sanitize-html.ts
// tells it (content never keeps a style), and every attribute it allows is written by our own
// onTagAttr: the site worker never filters CSS, so wrangler.toml puts this in cssfilter's place (3 KB
// of the gzipped bundle, docs/decisions/063-site-worker-size.md). xss builds a default filter when it
// loads; should one ever be asked to filter, it says so rather than letting a style through.

const absent = (): never => {
  throw new Error('cssfilter is not bundled in the site worker: sanitize with css: false');
};

export class FilterCSS {
  process = absent;
}

export const getDefaultWhiteList = absent;
