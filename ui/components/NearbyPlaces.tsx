import { CardList } from './CardList';
import type { CardModel } from './models';

export function NearbyPlaces({ nearby }: { nearby: CardModel[] }) {
  return <CardList cards={nearby} headingLevel={3} announceEmpty={false} />;
}
