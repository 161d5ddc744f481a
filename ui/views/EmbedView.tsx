import { EntryCard } from '../components/EntryCard';
import { EntryMap } from '../components/EntryMap';
import type { CardModel, EntryMapModel } from '../components/models';
import { useText } from '../components/text';

export interface EmbedViewProps {
  card: CardModel;
  /** The entry's map section, as its detail page shows it: the picture, the map on engagement. */
  map?: EntryMapModel;
}

/** The framed widget: the entry's card, its map when it has features, and a way out to the full page. */
export function EmbedView({ card, map }: EmbedViewProps) {
  const t = useText();
  return (
    <div className="view view--embed">
      <EntryCard card={card} headingLevel={1} newTab />
      {map ? <EntryMap map={map} layout="embed" /> : null}
      <p className="embed__more">
        <a href={card.href} target="_blank" rel="noopener">
          {t('detail.readMore')}
          <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
