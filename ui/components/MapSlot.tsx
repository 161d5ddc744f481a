import { Island } from '../islands/Island';
import { cardItem } from '../islands/map-items';
import { featureMapLabels, mapLoad, mapPicture } from '../islands/map-props';
import type { CardModel, MapModel } from './models';
import { useText } from './text';

export interface MapSlotProps {
  headingId: string;
  /** The entries of the page shown: the list beside the map (the map draws every page's features). */
  places: Pick<CardModel, 'id' | 'title' | 'href' | 'type' | 'point'>[];
  map: MapModel;
  downloads?: { geojson: string; gpx: string };
  /** The initial tab's split view lists the entries as cards beside the map instead. */
  layout?: 'index' | 'split';
}

/**
 * An index page's map: the map island over the site's view, drawing the features of the whole list
 * (its filters kept), with the shown page's entries listed below it; that list is what works without
 * JavaScript and what keyboard and screen-reader users move through.
 */
export function MapSlot({ headingId, places, map, downloads, layout = 'index' }: MapSlotProps) {
  const t = useText();
  return (
    <section className={`map-slot map-slot--${layout}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('map.label')}</h2>
      <Island
        name="map"
        load={mapLoad(layout)}
        props={{
          id: 'index-map',
          layout,
          features: map.features,
          style: map.style,
          view: 'site',
          settings: map.settings,
          highlight: 'entry',
          items: places.map(cardItem),
          ...(layout === 'split' ? { list: false } : {}),
          ...(downloads ? { downloads } : {}),
          // A Map tab is its map (it loads at once): the picture is the page's largest paint.
          picture: mapPicture(map.picture, layout, mapLoad(layout) === 'load'),
          labels: featureMapLabels(t),
        }}
      />
      {places.length === 0 && layout === 'index' ? <p className="empty">{t('no_entries')}</p> : null}
    </section>
  );
}
