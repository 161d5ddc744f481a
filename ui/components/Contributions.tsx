import { use } from 'react';
import { EntryCard } from './EntryCard';
import type { ContributionModel } from './models';
import { useText } from './text';

export function Contributions({ contributions }: { contributions: Promise<ContributionModel[]> }) {
  const t = useText();
  const items = use(contributions);
  if (items.length === 0) return <p className="empty">{t('no_entries')}</p>;
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
