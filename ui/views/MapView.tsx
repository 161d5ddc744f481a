import type { MapModel, PaginationModel, SafeHtml } from '../components/models';
import { Pagination } from '../components/Pagination';
import { RichText } from '../components/RichText';
import { useText } from '../components/text';
import { Island } from '../islands/Island';
import { featureMapLabels, type FeatureListItem, mapLoad, mapPicture } from '../islands/map-props';
import { saveGuideLabels } from '../islands/SaveGuide';

export interface MapViewProps {
  title: string;
  intro?: SafeHtml;
  description?: SafeHtml;
  map: MapModel;
  /** One page of the entries on the map, by title: the list beside it. */
  items: FeatureListItem[];
  pagination: PaginationModel;
  path: string;
  downloads?: { geojson: string; gpx: string };
}

/**
 * The site's map page (/map, the canal trail's home): every entry of the site's map types on the map,
 * which loads at once, and their list in pages below it for readers without the canvas.
 */
export function MapView({ title, intro, description, map, items, pagination, path, downloads }: MapViewProps) {
  const t = useText();
  return (
    <article className="view view--map">
      <header className="view__header">
        <h1>{title}</h1>
        <RichText html={intro} className="entry__intro" />
      </header>
      <Island
        name="map"
        load={mapLoad('page')}
        props={{
          id: 'site-map',
          layout: 'page',
          features: map.features,
          style: map.style,
          view: 'site',
          settings: map.settings,
          highlight: 'entry',
          items,
          ...(downloads ? { downloads } : {}),
          // The map page is its map: the picture is its largest paint.
          picture: mapPicture(map.picture, 'page', true),
          labels: featureMapLabels(t),
        }}
      />
      <Island name="save" load="interaction" props={{ labels: saveGuideLabels(t) }} />
      {items.length > 0 ? <Pagination model={pagination} hrefFor={(page) => (page > 1 ? `${path}?page=${page}` : path)} /> : null}
      <RichText html={description} />
    </article>
  );
}
