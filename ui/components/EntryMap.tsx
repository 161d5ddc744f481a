import type { EntryMapModel } from './models';
import { DownloadLinks } from './DownloadLinks';
import { useText } from './text';

function coordinates(point: { lng: number; lat: number }): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

export interface EntryMapProps {
  entryId: string;
  title: string;
  map: EntryMapModel;
}

/**
 * A detail page's map section. The canvas stays hidden until the map island draws into it (it reads
 * the data-map-* attributes and removes `hidden`), so without JavaScript the section is what a
 * visitor needs anyway: where the entry is, directions there, and its features to download.
 */
export function EntryMap({ entryId, title, map }: EntryMapProps) {
  const t = useText();
  const { coordinates: point, address, directions, downloads } = map;
  if (!point && !address?.length && !downloads) return null;
  return (
    <section className="map-slot map-slot--entry" aria-labelledby="map-heading">
      <h2 id="map-heading">{t('map.label')}</h2>
      <div
        className="map-slot__canvas"
        hidden
        data-map="entry"
        data-map-points={JSON.stringify(point ? [{ id: entryId, title, lng: point.lng, lat: point.lat }] : [])}
        {...(point ? { 'data-map-center': `${point.lng},${point.lat}` } : {})}
        {...(map.zoom !== undefined ? { 'data-map-zoom': String(map.zoom) } : {})}
        {...(downloads ? { 'data-map-features': downloads.geojson } : {})}
      />
      {address?.length || point ? (
        <dl className="map-slot__location">
          {address?.length ? (
          <div>
            <dt>{t('detail.address')}</dt>
            <dd>
              {address.map((line, index) => (
                <span key={`${index}-${line}`}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {point ? (
          <div>
            <dt>{t('detail.coordinates')}</dt>
            <dd className="map-slot__coordinates">{coordinates(point)}</dd>
          </div>
        ) : null}
        </dl>
      ) : null}
      {directions ? (
        <p className="map-slot__directions">
          <a className="button" href={directions} target="_blank" rel="noopener noreferrer">
            {t('detail.directions')}
            <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      {downloads ? <DownloadLinks downloads={downloads} /> : null}
    </section>
  );
}
