import { Island } from '../islands/Island';
import { coordinatesText } from '../islands/map-items';
import { featureMapLabels, mapLoad, mapPicture } from '../islands/map-props';
import type { MapLayout } from '../../core/map/static/sizes';
import type { EntryMapModel, MeasurementsModel } from './models';
import { useText } from './text';

export interface EntryMapProps {
  map: EntryMapModel;
  /** A detail page's section, or an embed's (sized for its frame). */
  layout?: Extract<MapLayout, 'entry' | 'embed'>;
  /** The section opens the page (a trail page's, or an entry's without a photo): its picture is the largest paint. */
  opensPage?: boolean;
}

/**
 * A detail page's map section: the map island drawing the entry's features (fitted to them, no
 * closer than the entry's own zoom) with their list, then where the entry is, which needs no script
 * at all. Directions and downloads are the page's actions (EntryActions), with sharing. An embed
 * shows the same section.
 */
export function EntryMap({ map, layout = 'entry', opensPage = false }: EntryMapProps) {
  const t = useText();
  const { coordinates: point, address } = map;
  if (!point && !address?.length && !map.map) return null;
  return (
    <section className="map-slot map-slot--entry" aria-labelledby="map-heading">
      <h2 id="map-heading">{t('map.label')}</h2>
      {map.map ? (
        <Island
          name="map"
          load={mapLoad(layout)}
          props={{
            id: 'entry-map',
            layout,
            features: map.map.features,
            style: map.map.style,
            view: 'features',
            settings: map.map.settings,
            highlight: 'feature',
            items: map.items,
            picture: mapPicture(map.map.picture, layout, opensPage),
            labels: featureMapLabels(t),
          }}
        />
      ) : null}
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
              <dd className="map-slot__coordinates">{coordinatesText(point)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

const stats = ['length', 'elevationGain', 'elevationMax'] as const;

/**
 * The fly-through's place on a detail page: a sentence and the route's numbers say what it covers,
 * and its island's button starts and stops the flight on the page's map.
 */
export function Flythrough({ entryId, measurements }: { entryId: string; measurements: MeasurementsModel | undefined }) {
  const t = useText();
  const shown = measurements ? stats.filter((key) => measurements[key] !== undefined) : [];
  return (
    <section className="flythrough" aria-labelledby="flythrough-heading" data-slot="flythrough" data-entry={entryId}>
      <h2 id="flythrough-heading">{t('detail.flythrough')}</h2>
      <p>{t('detail.flythroughText')}</p>
      <Island name="flythrough" load="map" props={{ map: 'entry-map-box', labels: { start: t('map.flythroughStart'), stop: t('map.flythroughStop') } }} />
      {measurements && shown.length > 0 ? (
        <dl className="flythrough__stats">
          {shown.map((key) => (
            <div key={key}>
              <dt>{t(`measure.${key}`)}</dt>
              <dd>{measurements[key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
