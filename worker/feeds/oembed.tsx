import type { Context } from 'hono';
import * as z from 'zod';
import { firstIssue } from '../../core/first-issue';
import { matchPath } from '../../core/routes';
import { keptPatterns } from '../route-patterns';
import { memo } from '../memo';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';
import { lookUpEntry } from '../pages/entry-lookup';
import { entryPath } from '../pages/models/card';
import { modelContext } from '../pages/models/context';
import { absoluteUrl, canonicalOrigin } from '../render/head-model';
import { renderToStaticMarkup } from 'react-dom/server';
import { t } from '../../core/i18n/t';
import type { Locale } from '../../core/i18n/locales';
import { EMBED_SIZE, EmbedFrame, type EmbedFrameProps } from '../../ui/components/EmbedFrame';

export interface EmbedSnippet extends EmbedFrameProps {
  /** The iframe as markup, ready to paste into another page. */
  html: string;
}

/**
 * The embed code of an entry (its embed route's absolute URL): rendered from the same JSX the preview
 * uses, so the code offered and the oEmbed answer are one markup.
 */
export function embedSnippet(input: { src: string; entryTitle: string; siteName: string; locale: Locale; maxWidth?: number; maxHeight?: number }): EmbedSnippet {
  const frame: EmbedFrameProps = {
    src: input.src,
    title: t(input.locale, 'embed.frameTitle', { title: input.entryTitle, site: input.siteName }),
    width: Math.min(EMBED_SIZE.width, input.maxWidth ?? EMBED_SIZE.width),
    height: Math.min(EMBED_SIZE.height, input.maxHeight ?? EMBED_SIZE.height),
  };
  return { ...frame, html: snippetHtml(JSON.stringify([frame.src, frame.title, frame.width, frame.height]), frame) };
}

// An index page offers the code of every entry it lists: each entry's markup is rendered once.
const snippetHtml = memo((_key: string, frame: EmbedFrameProps) => renderToStaticMarkup(<EmbedFrame {...frame} />), 2000);

const querySchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  format: z.literal('json', { error: 'only json is offered' }).default('json'),
  maxwidth: z.coerce.number().int().positive().optional(),
  maxheight: z.coerce.number().int().positive().optional(),
});

/** The entry page a URL names on this site, or undefined (another host, another kind of page). */
function entryRoute(c: Context<AppEnv>, url: URL) {
  const { config, table } = c.var.site;
  const ownHosts = [new URL(c.req.url).host, config.hosts.production, config.hosts.staging];
  if (!ownHosts.includes(url.host)) return undefined;
  const match = matchPath(table, url.pathname, keptPatterns);
  return match?.kind === 'route' && match.route.view === 'detail' && !match.route.meta.entryId && match.params.id ? match : undefined;
}

/**
 * GET /oembed?url=&format=json (oembed.com): a CMS embeds an entry by its page URL alone. The answer
 * is `rich`, its html the iframe of the entry's embed route; any URL that is not one of this site's
 * entry pages is a 404.
 */
export async function oembedHandler(c: Context<AppEnv>): Promise<Response> {
  const parsed = querySchema.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    throw new InvalidInput(issue.path, `${issue.path}: ${issue.message}`);
  }
  const { url, maxwidth, maxheight } = parsed.data;
  const match = entryRoute(c, new URL(url));
  if (!match) throw new NotFound(`oEmbed for ${url}`);
  const ctx = modelContext(c);
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind !== 'entry') throw new NotFound(`oEmbed for ${url}`);
  const origin = canonicalOrigin(c.var.site, new URL(c.req.url));
  const frame = embedSnippet({
    src: absoluteUrl(origin, entryPath(ctx, found.entry, 'embed')),
    entryTitle: found.entry.title,
    siteName: ctx.config.name,
    locale: c.var.locale,
    ...(maxwidth ? { maxWidth: maxwidth } : {}),
    ...(maxheight ? { maxHeight: maxheight } : {}),
  });
  const answer = {
    version: '1.0',
    type: 'rich',
    title: found.entry.title,
    provider_name: ctx.config.name,
    provider_url: `${origin}/`,
    html: frame.html,
    width: frame.width,
    height: frame.height,
    cache_age: ctx.config.cache.dynamic,
  };
  return c.json(answer, 200, { 'Cache-Control': `public, max-age=0, s-maxage=${ctx.config.cache.dynamic}` });
}
