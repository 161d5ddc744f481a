import type { CardModel, PointModel } from './models';
import { DownloadLinks } from './DownloadLinks';
import { useText } from './text';

export interface MapSlotProps {
  headingId: string;
  places: Pick<CardModel, 'id' | 'title' | 'href' | 'point'>[];
  center?: PointModel;
  zoom?: number;
  downloads?: { geojson: string; gpx: string };
}

function coordinates(point: PointModel): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/**
 * An index page's map (the map island reads data-map-* to draw itself; EntryMap is a detail page's).
 * Without JavaScript (or before maplibre loads) it is a list of the locatable places with their
 * coordinates, so nothing is only reachable through the canvas; the canvas stays hidden until the
 * map island draws into it and removes `hidden`.
 */
export function MapSlot({ headingId, places, center, zoom, downloads }: MapSlotProps) {
  const t = useText();
  const located = places.filter((place): place is typeof place & { point: PointModel } => place.point !== undefined);
  return (
    <section className="map-slot" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('map.label')}</h2>
      <div
        className="map-slot__canvas"
        hidden
        data-map="index"
        data-map-points={JSON.stringify(located.map((place) => ({ id: place.id, title: place.title, href: place.href, lng: place.point.lng, lat: place.point.lat })))}
        {...(center ? { 'data-map-center': `${center.lng},${center.lat}` } : {})}
        {...(zoom !== undefined ? { 'data-map-zoom': String(zoom) } : {})}
      />
      {located.length > 0 ? (
        <ul className="map-slot__places">
          {located.map((place) => (
            <li key={place.id}>
              <a href={place.href}>{place.title}</a> <span className="map-slot__coordinates">{coordinates(place.point)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t('no_entries')}</p>
      )}
      {downloads ? <DownloadLinks downloads={downloads} /> : null}
    </section>
  );
}
