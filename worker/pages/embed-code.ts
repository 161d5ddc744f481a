import type { Entry } from '../../core/content-shapes';
import type { EmbedCodeProps } from '../../ui/islands/EmbedCode';
import { embedSnippet } from '../feeds/oembed';
import { absoluteUrl } from '../render/head-model';
import { entryPath } from './models/card';
import type { ModelContext } from './models/context';

/**
 * The embed code of an index screen's listed entries (docs/product/menus-and-layout.md#framing-and-embeds): each one's iframe of its embed route
 * on the canonical host (`origin`), the same markup the oEmbed answer gives. None for an empty list.
 */
export function embedCodeProps(origin: string, ctx: ModelContext, entries: readonly Entry[]): EmbedCodeProps | undefined {
  if (entries.length === 0) return undefined;
  const items = entries.map((entry) => {
    const { html, ...frame } = embedSnippet({ src: absoluteUrl(origin, entryPath(ctx, entry, 'embed')), entryTitle: entry.title, siteName: ctx.config.name, locale: ctx.locale });
    return { ...frame, label: entry.title, snippet: html };
  });
  const labels = {
    heading: ctx.t('embed.heading'),
    intro: ctx.t('embed.intro'),
    entry: ctx.t('embed.entry'),
    code: ctx.t('embed.code'),
    copy: ctx.t('embed.copy'),
    copied: ctx.t('embed.copied'),
    copyFailed: ctx.t('embed.copyFailed'),
    preview: ctx.t('embed.preview'),
  };
  return { id: 'embed-code', items, labels };
}
