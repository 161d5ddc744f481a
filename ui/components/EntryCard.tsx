import { EntryDates } from '../views/DetailView';
import { EntryImage } from './EntryImage';
import type { CardModel } from './models';
import { useText } from './text';

export interface EntryCardProps {
  card: CardModel;
  /** 1 where the card is the whole page (the embed widget). */
  headingLevel?: 1 | 2 | 3;
  /** Embeds open the full page outside the frame. */
  newTab?: boolean;
}

const trailFacts = new Set(['length', 'gain', 'difficulty', 'routeType']);

/** Trails always say whether they are open; anything else only when it is not. */
function shownStatus(card: CardModel) {
  if (!card.status) return undefined;
  return card.facts?.some((fact) => trailFacts.has(fact.id)) || card.status.id !== 'open' ? card.status : undefined;
}

export function EntryCard({ card, headingLevel = 3, newTab = false }: EntryCardProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  const status = shownStatus(card);
  return (
    <article className="card" data-type={card.type.id}>
      <EntryImage image={card.image} variant="card" />
      <div className="card-body">
        <p className="card__meta">
          <span className="tag">{card.type.label}</span>
          {status ? <span className={`card__status card__status--${status.id}`}>{status.label}</span> : null}
        </p>
        <Heading className="card__title">
          <a href={card.href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {card.title}
          </a>
        </Heading>
        {card.facts ? (
          <dl className="card__facts">
            {card.facts.map((fact) => (
              <div key={fact.id} className={`card__fact card__fact--${fact.id}`}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <EntryDates dates={card.dates} className="card__dates" />
        {card.excerpt ? <p className="card__excerpt">{card.excerpt}</p> : null}
      </div>
    </article>
  );
}

export interface CardListProps {
  cards: CardModel[];
  headingLevel?: 2 | 3;
  /** Say 'No items were found.' when empty; secondary lists just disappear instead. */
  announceEmpty?: boolean;
}

export function CardList({ cards, headingLevel = 3, announceEmpty = true }: CardListProps) {
  const t = useText();
  if (cards.length === 0) {
    return announceEmpty ? (
      <p className="empty" role="status">
        {t('no_entries')}
      </p>
    ) : null;
  }
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.id}>
          <EntryCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
