import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Document } from '../../ui/document/Document';
import type { HeadMeta } from '../../ui/document/head-meta';
import { Notices, noticeLabels } from '../../ui/layout/Notices';
import type { Locale } from '../../core/i18n/locales';
import type { SiteConfig } from '../../core/site-config';
import { memo } from '../memo';
import type { NoticeModel } from '../../ui/layout/layout-model';
import type { AppEnv } from '../env';
import { assetManifest } from './assets';
import { chromeFor, shellAround, siteNotices } from './chrome';
import { type DocumentPart, documentStream } from './document-stream';
import { cacheControl, type PageCacheMode, varyHeader } from './page-cache';
import { analyticsId } from './analytics';
import { headProps, type LocalePaths } from './head-model';
import { themeHref } from './theme-css';
import { pathFor, type RouteMatch, type RouteTable } from '../../core/routes';
import { ErrorView } from '../../ui/errors/ErrorView';
import { log } from '../ops/log';
import { errorText, type ErrorText } from '../errors';
import { t } from '../../core/i18n/t';
import { errorMessage } from '../../core/error-message';

export interface PageSpec {
  /** Known before the view's data: the head goes out first. */
  head: HeadMeta;
  /**
   * The routed view. A promise streams in after the shell: the response starts before it resolves,
   * so its status is 200 whatever `status` says, and a failure shows as an error message in the
   * view's place. Views whose status depends on their data resolve that data before calling.
   */
  body: ReactNode | Promise<ReactNode>;
  /**
   * The data the view cannot do without (an index page's list, a home page's entry): the status waits
   * for it, so when it fails (the content service down and nothing stored) the page answers with the
   * failure's own status, a 503 with Retry-After, instead of a 200 with an error message. The rest of
   * the view still streams after the head (decision 019).
   */
  primary?: Promise<unknown>;
  status?: number;
  cache?: PageCacheMode;
  /** When what the page says stops being true (epoch milliseconds): no shared cache keeps it longer. */
  until?: number;
  /** Embed: the view alone, without notices, navigation or bottom section. */
  bare?: boolean;
  /** A bare page's islands (an embed's map) start with the embed's script, the island runtime alone; other bare pages run none. */
  islands?: boolean;
}

/** Turns a page into its answer: the product streams; the bench compares other ways of rendering. */
export type PageRenderer = (c: Context<AppEnv>, page: PageSpec) => Promise<Response>;

/** A page's parts before they are serialised: what every renderer shares. */
export interface PageFrame {
  status: number;
  headers: Headers;
  /** The document around the view: [before notices, between notices and view, after view] or, bare, [before, after]. */
  shell: readonly string[];
  notices?: Promise<string>;
  /** Set when the view is still loading after the response starts. */
  pending?: Promise<ReactNode>;
  ready: ReactNode;
}

// A site shows the same notices on every page until its content changes: rendered once per list and language.
const noticesMarkup = memo((_key: string, notices: readonly NoticeModel[], locale: Locale) => renderToString(<Notices notices={notices} labels={noticeLabels(locale)} />), 100);

function isPromise(body: ReactNode | Promise<ReactNode>): body is Promise<ReactNode> {
  return typeof (body as { then?: unknown } | null)?.then === 'function';
}

/** The shell's pieces with the notices (absent on bare pages) and the view between them. */
export function inSlots<T>(shell: readonly string[], notices: T | undefined, view: T): (string | T)[] {
  const [before = '', ...rest] = shell;
  const after = rest.at(-1) ?? '';
  return notices === undefined ? [before, view, after] : [before, notices, rest[0] ?? '', view, after];
}

/**
 * Everything about a page except how it is serialised: status, headers, the document around the view
 * (the head, rendered per request; the chrome, skip link to bottom section: configuration only, no
 * content, rendered once per site, language and marked page, worker/render/chrome.tsx) and the view,
 * still loading when `waitForView` is false. Notices and view load side by side.
 */
export async function pageFrame(c: Context<AppEnv>, page: PageSpec, waitForView: boolean): Promise<PageFrame> {
  const { site, route, locale, preview } = c.var;
  const url = new URL(c.req.url);

  const pending = isPromise(page.body) && !waitForView ? page.body : undefined;
  // Its failure is handled where the view is rendered; until then it must not count as unhandled.
  pending?.catch(() => undefined);
  page.primary?.catch(() => undefined);
  // Notices load side by side with the view, also while the status waits for the primary content.
  const notices = page.bare ? undefined : siteNotices(c).then((list) => noticesMarkup(JSON.stringify([locale, list]), list, locale));
  // A failure here goes through onError with its own status: nothing has been sent yet.
  if (pending && page.primary) await page.primary;
  const ready: ReactNode = pending ? null : await page.body;
  const status = pending ? 200 : (page.status ?? 200);

  const manifest = await assetManifest(c.env.ASSETS);
  const head = headProps({
    site,
    url,
    locale,
    routeLocale: route?.route.locale,
    localePaths: site.config.locales.length > 1 ? localePaths(site.config, site.table, url.pathname, route) : undefined,
    meta: page.head,
    preview,
    stylesheets: [...manifest.styles, themeHref(site.config.theme.styleVariables)],
    scripts: page.bare ? (page.islands ? manifest.embedScripts : []) : manifest.scripts,
    analyticsId: analyticsId(site),
    routed: route !== null,
  });

  // The document around the body's content, rendered per request (the head is the page's own); a
  // marker stands in for the content and splits it apart. The chrome comes rendered from its cache.
  const marker = `tg-slot-${crypto.randomUUID()}`;
  const [start = '', end = ''] = `<!DOCTYPE html>${renderToString(
    <Document head={head} bare={page.bare}>
      {page.bare ? <main id="main">{marker}</main> : marker}
    </Document>,
  )}`.split(marker);
  const shell = page.bare ? [start, end] : shellAround(start, end, chromeFor(site, locale, url.pathname, route?.route.name, new Date().getUTCFullYear()));

  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // The service worker reads it to show its offline page in the language of the page read last.
    'Content-Language': locale,
    'Cache-Control': cacheControl({ mode: page.cache ?? 'dynamic', preview, status, ttl: site.config.cache, until: page.until }),
  });
  const vary = varyHeader(site.config);
  if (vary) headers.set('Vary', vary);
  if (preview) headers.set('X-Robots-Tag', 'noindex');

  return { status, headers, shell, ...(notices ? { notices } : {}), ...(pending ? { pending } : {}), ready };
}

/**
 * The product's renderer. The document goes out in parts: the shell up to the banner at once, then
 * the site notices and the navigation, then the view, then the bottom section, each in document order as soon as
 * it is ready. Bots wait for the whole view, so a failure answers with its own status. The view's
 * completion is handed to the page cache (worker/render/page-cache.ts) through `viewComplete`.
 */
export const renderPage: PageRenderer = async (c, page) => {
  const bot = isBot(c.req.header('user-agent'));
  const frame = await pageFrame(c, page, bot);
  // A view that is ready is rendered before answering: if it fails, the error page answers with its own status.
  const view: ViewPart = frame.pending ? pendingView(frame.pending, c.req.url, c.var.locale) : readyView(renderView(frame.ready));
  c.set('viewComplete', view.complete);
  const parts: DocumentPart[] = inSlots(frame.shell, frame.notices, view.markup);
  const document = documentStream(parts);
  if (!bot) return new Response(document, { status: frame.status, headers: frame.headers });
  const bytes = await new Response(document).arrayBuffer();
  frame.headers.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes, { status: frame.status, headers: frame.headers });
};

// Crawlers and link unfurlers get the fully resolved document in one piece: some do not wait for a
// stream, and none of them runs the scripts that would reveal late content.
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|whatsapp|telegram|skypeuripreview|yandex|baiduspider|duckduckgo|applebot|semrush|ahrefs|mediapartners|headlesschrome/i;

function isBot(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}

/**
 * A page's address in each language the site speaks. The default language has the route's own path; a
 * route with an alias in another language uses it (/about and /sobre); any other page serves that
 * language through ?locale= (the locale middleware reads it).
 */
function localePaths(config: SiteConfig, table: RouteTable, pathname: string, match: RouteMatch | null): LocalePaths {
  const name = match?.route.name;
  const plain = (name && pathFor(table, name, match.params)) || pathname;
  return config.locales.map(({ id }) => {
    if (id === config.defaultLocale) return { locale: id, path: plain };
    const alias = name && table.routes.some((r) => r.name === name && r.alias && r.locale === id);
    const own = name && alias ? pathFor(table, name, match.params, { locale: id }) : undefined;
    return { locale: id, path: own ?? `${plain}?locale=${id}` };
  });
}

/** The view's markup, in one piece. */
interface ViewPart {
  markup: Promise<string>;
  /** False when the view failed and an error message stands in its place: such a page is not kept. */
  complete: Promise<boolean>;
}

/**
 * The view's markup. Its loader has already awaited all of its data (nothing in a view suspends),
 * so React renders it in one synchronous pass to one string: no stream of small encoded chunks to
 * copy, read and pass on (decision 028). A view that throws throws here, before any of it is sent.
 */
function renderView(node: ReactNode): string {
  return renderToString(node);
}

/** A view whose data was ready before the response started (a failure there was the caller's to answer). */
function readyView(markup: string): ViewPart {
  return { markup: Promise.resolve(markup), complete: Promise.resolve(true) };
}

/**
 * A view still loading its data after the response has started. The status is already sent, so a
 * failure becomes the error message in the view's place, in the visitor's language.
 */
function pendingView(body: Promise<ReactNode>, url: string, locale: Locale): ViewPart {
  let complete = true;
  const markup = body.then(renderView).catch((error: unknown) => {
    complete = false;
    log('error', 'render.view_failed', { url, message: errorMessage(error) });
    return renderToString(<ErrorView {...errorText(error, locale)} home={{ href: '/', label: t(locale, 'error.backHome') }} />);
  });
  return { markup, complete: markup.then(() => complete) };
}

/** A failure as a page in the site's theme and layout (worker/on-error.tsx decides its text). */
export function themedErrorPage(c: Context<AppEnv>, text: ErrorText): Promise<Response> {
  const home = { href: '/', label: t(c.var.locale, 'error.backHome') };
  const page = (bare: boolean) => renderPage(c, { head: { title: text.title, noindex: true }, body: <ErrorView {...text} home={home} />, status: text.status, cache: 'none', bare });
  // If building the layout is what failed, show the view alone.
  return page(false).catch((failure: unknown) => {
    log('error', 'render.error_page_failed', { message: errorMessage(failure) });
    return page(true);
  });
}
