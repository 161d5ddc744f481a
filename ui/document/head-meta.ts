import type { Thing, WithContext } from 'schema-dts';

/** What a view tells the document about itself; renderPage resolves it against the site and request. */
export interface HeadMeta {
  /** The page's own title, without the site name; absent on the home page. */
  title?: string;
  description?: string;
  /** Canonical path when it differs from the request path (e.g. an alias or a redirect target). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  /** Keep this page out of search indexes (preview forces it). */
  noindex?: boolean;
  /** An entry page another site may embed: its head links the oEmbed answer for its URL. */
  oembed?: boolean;
  /** schema.org JSON-LD about the page (an entry, its breadcrumb trail). */
  structuredData?: readonly WithContext<Exclude<Thing, string>>[];
}

/** The resolved head: every value final, every URL absolute where the spec asks for it. */
export interface HeadProps {
  title: string;
  description: string;
  siteName: string;
  locale: string;
  canonical: string;
  /** The page's share card (og:image, twitter:image): a PNG at its page's `/card.png`, absolute. */
  card: ShareCard;
  ogType: 'website' | 'article';
  noindex: boolean;
  /** hreflang alternates on bilingual sites, x-default included. */
  alternates: readonly { hrefLang: string; href: string }[];
  themeColor: string;
  icon: string;
  /** The site's web app manifest in the page's language. */
  manifest: string;
  /** The site's analytics id, on its production host only (worker/render/analytics.ts). */
  analyticsId?: string;
  /** oEmbed discovery (JSON) for this page, absolute. */
  oembed?: string;
  stylesheets: readonly string[];
  scripts: readonly string[];
  /** Serialized JSON-LD documents, each safe inside a script element. */
  jsonLd: readonly string[];
}

interface ShareCard {
  url: string;
  width: number;
  height: number;
  /** What the card shows, in the page's language. */
  alt: string;
}

const DEFAULT_TITLE = 'Travel Guide';

/** Between a page's own title and the site name in the document title. */
const TITLE_SEPARATOR = ' · ';

/** '<page> · <site name>', the site name alone, or the product default when neither is known. */
export function documentTitle(page: string | undefined, siteName: string | undefined): string {
  const site = siteName?.trim() || DEFAULT_TITLE;
  const own = page?.trim();
  return own && own !== site ? `${own}${TITLE_SEPARATOR}${site}` : site;
}

/** A page's own title back from its document title (the site name alone on the home page); undefined when blank. */
export function ownTitle(title: string): string | undefined {
  return title.split(TITLE_SEPARATOR)[0]?.trim() || undefined;
}
