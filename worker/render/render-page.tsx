import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { buildRouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import { Document } from '../../ui/document/Document';
import type { HeadMeta } from '../../ui/document/head-meta';
import { Layout } from '../../ui/layout/Layout';
import type { AppEnv } from '../env';
import { benchRenderMode } from '../ops/bench';
import { log } from '../ops/log';
import { assetManifest } from './asset-manifest';
import { cacheControl, type PageCacheMode, varyHeader } from './cache-control';
import { headProps } from './head-model';
import { isBot } from './is-bot';
import { localePaths } from './locale-paths';
import { layoutData } from './layout-data';
import { storePage } from './page-cache';
import { isPreview, matchedRoute, requestLocale } from './request-state';
import { themeHref } from './theme-css';

export type { HeadMeta } from '../../ui/document/head-meta';

export interface PageSpec {
  head: HeadMeta;
  body: ReactNode;
  status?: number;
  cache?: PageCacheMode;
  /** Only the embed route may be framed. */
  frameable?: boolean;
  /** Embed: the view alone, without notices, navigation or bottom section. */
  bare?: boolean;
}

function frameAncestors(config: SiteConfig): readonly string[] {
  const embed = (config as { embed?: { frameAncestors?: unknown } }).embed;
  const list = embed?.frameAncestors;
  return Array.isArray(list) && list.length && list.every((item) => typeof item === 'string') ? list : ['*'];
}

/**
 * The document is rendered in two parts. The shell (head, notices, navigation, bottom section) has
 * no slow data and goes out at once; the view is rendered separately and sent once every Suspense
 * boundary in it has resolved, in order. React's out-of-order reveal would need inline scripts,
 * which the CSP forbids and which would leave the content hidden with JavaScript off.
 */
export async function renderPage(c: Context<AppEnv>, page: PageSpec): Promise<Response> {
  const site = c.get('site');
  const url = new URL(c.req.url);
  const preview = isPreview(c);
  const status = page.status ?? 200;
  if (page.frameable) c.set('frameAncestors', frameAncestors(site.config));

  const [manifest, layout] = await Promise.all([assetManifest(c.env.ASSETS), page.bare ? undefined : layoutData(c)]);
  const route = matchedRoute(c);
  const head = headProps({
    site,
    url,
    locale: requestLocale(c),
    routeLocale: route?.locale,
    localePaths: site.config.locales.length > 1 ? localePaths(buildRouteTable(site.config), url.pathname, route) : undefined,
    meta: page.head,
    preview,
    stylesheets: [...manifest.styles, themeHref(site.config.theme.styleVariables)],
    scripts: page.bare ? [] : manifest.scripts,
  });

  const marker = `tg-view-${crypto.randomUUID()}`;
  const shell = renderToString(
    <Document head={head} bare={page.bare}>
      {layout ? <Layout model={layout}>{marker}</Layout> : <main id="main">{marker}</main>}
    </Document>,
  );
  const at = shell.indexOf(marker);
  const before = `<!DOCTYPE html>${shell.slice(0, at)}`;
  const after = shell.slice(at + marker.length);

  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl({ mode: page.cache ?? 'dynamic', preview, status, ttl: site.config.cache }),
  });
  const vary = varyHeader(site.config);
  if (vary) headers.set('Vary', vary);
  if (preview) headers.set('X-Robots-Tag', 'noindex');

  const bench = benchRenderMode(c);
  if (bench === 'string') return new Response(before + renderToString(page.body) + after, { status, headers });

  // Awaiting here means a view that fails outright becomes an error page with the right status.
  const view = await renderToReadableStream(page.body, {
    onError(error) {
      log('error', 'render.view_failed', { url: c.req.url, message: error instanceof Error ? error.message : String(error) });
    },
  });

  const streamed = documentStream(before, view, after);
  const document = status === 200 && !bench ? await storePage(c, streamed, headers) : streamed;
  if (isBot(c.req.header('user-agent'))) {
    const bytes = await new Response(document).arrayBuffer();
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(bytes, { status, headers });
  }
  return new Response(document, { status, headers });
}

function documentStream(before: string, view: ReadableStream<Uint8Array> & { allReady: Promise<void> }, after: string) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(before));
      try {
        await view.allReady;
        const reader = view.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          controller.enqueue(value);
        }
        controller.enqueue(encoder.encode(after));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
