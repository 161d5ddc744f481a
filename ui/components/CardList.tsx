import { EntryCard } from './EntryCard';
import type { CardModel } from './models';
import { useText } from './text';

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
