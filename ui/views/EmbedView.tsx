import { EntryCard } from '../components/EntryCard';
import type { CardModel } from '../components/models';
import { useText } from '../components/text';

/** The framed widget: the entry's card and a way out to the full page, nothing else. */
export function EmbedView({ card }: { card: CardModel }) {
  const t = useText();
  return (
    <div className="view view--embed">
      <EntryCard card={card} headingLevel={1} newTab />
      <p className="embed__more">
        <a href={card.href} target="_blank" rel="noopener">
          {t('detail.readMore')}
          <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
