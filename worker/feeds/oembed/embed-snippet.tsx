import { renderToStaticMarkup } from 'react-dom/server';
import { t } from '../../../core/i18n/t';
import { memo } from '../../memo';
import type { Locale } from '../../../core/i18n/locales';
import { EMBED_SIZE, EmbedFrame, type EmbedFrameProps } from '../../../ui/components/EmbedFrame';

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
