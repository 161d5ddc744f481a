import { EntryCard } from './EntryCard';
import type { ContributionModel } from './models';

export function Contributions({ items }: { items: ContributionModel[] }) {
  return (
    <ul className="cards cards--contributions">
      {items.map((item) => (
        <li key={item.card.id}>
          <EntryCard card={item.card} headingLevel={3} />
          {item.involved ? <p className="contribution__involved">{item.involved}</p> : null}
        </li>
      ))}
    </ul>
  );
}
