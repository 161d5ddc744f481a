import type { EmbedModel } from './models';
import { useText } from './text';

/**
 * Embedded media as linked summaries, never third-party iframes or scripts: the CSP and the
 * no-foreign-request rule forbid them, and a summary works without JavaScript.
 */
export function Embeds({ items }: { items: EmbedModel[] }) {
  const t = useText();
  return (
    <ul className="embeds">
      {items.map((embed) => (
        <li key={embed.id} className="embed">
          {embed.thumbnail ? <img src={embed.thumbnail} alt="" width={320} height={180} loading="lazy" /> : null}
          <p className="embed__title">
            <a href={embed.url} target="_blank" rel="noopener noreferrer">
              {embed.title}
              <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
            </a>
          </p>
          {embed.author ? <p className="embed__author">{embed.author}</p> : null}
          {embed.caption ? <p className="embed__caption">{embed.caption}</p> : null}
        </li>
      ))}
    </ul>
  );
}
