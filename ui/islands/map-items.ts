import type { CardModel, PointModel } from '../components/models';
import type { FeatureListItem } from './map-props';

/** 'lat, lng' to five decimals (about a metre): how the list beside a map names a point. */
export function coordinatesText(point: PointModel): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** A card as a row of the list beside an index or map page's map, keyed by its entry. */
export function cardItem(card: Pick<CardModel, 'id' | 'title' | 'href' | 'type' | 'point'>): FeatureListItem {
  return { key: card.id, title: card.title, href: card.href, kind: card.type.label, ...(card.point ? { coordinates: coordinatesText(card.point) } : {}) };
}
