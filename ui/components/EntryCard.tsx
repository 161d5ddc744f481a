import { EntryDates } from './EntryDates';
import { EntryImage } from './EntryImage';
import type { CardModel } from './models';

export interface EntryCardProps {
  card: CardModel;
  /** 1 where the card is the whole page (the embed widget). */
  headingLevel?: 1 | 2 | 3;
  /** Embeds open the full page outside the frame. */
  newTab?: boolean;
}

export function EntryCard({ card, headingLevel = 3, newTab = false }: EntryCardProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  return (
    <article className="card" data-type={card.type.id}>
      <EntryImage image={card.image} variant="card" />
      <div className="card-body">
        <p className="tag">{card.type.label}</p>
        <Heading className="card__title">
          <a href={card.href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {card.title}
          </a>
        </Heading>
        <EntryDates dates={card.dates} className="card__dates" />
        {card.excerpt ? <p className="card__excerpt">{card.excerpt}</p> : null}
      </div>
    </article>
  );
}
