import { Island } from '../islands/Island';
import type { MeasurementsModel } from './models';
import { useText } from './text';

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
