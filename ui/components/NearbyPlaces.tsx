import { use } from 'react';
import { CardList } from './CardList';
import type { CardModel } from './models';
import { useText } from './text';

export function NearbyPlaces({ nearby }: { nearby: Promise<CardModel[]> }) {
  const t = useText();
  const cards = use(nearby);
  if (cards.length === 0) return <p className="empty">{t('no_entries')}</p>;
  return <CardList cards={cards} headingLevel={3} announceEmpty={false} />;
}
