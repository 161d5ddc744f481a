import type { CardFactModel, MeasurementsModel } from './models';
import { useText } from './text';

export interface TrailFactsProps {
  difficulty?: 'easy' | 'moderate' | 'difficult';
  routeType?: 'loop' | 'outAndBack' | 'pointToPoint';
  /** Length and gain as display text, from the route line. */
  measured?: CardFactModel[];
  /** Walking time estimate, e.g. '2 h 30 min'. */
  time?: string;
}

/** The detail page's facts bar: length, gain, estimated time, difficulty and route type in one row. */
export function TrailFacts({ difficulty, routeType, measured = [], time }: TrailFactsProps) {
  const t = useText();
  if (!difficulty && !routeType && measured.length === 0) return null;
  return (
    <dl className="trail-facts">
      {measured.map((fact) => (
        <div key={fact.id}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      {time ? (
        <div>
          <dt>{t('detail.time')}</dt>
          <dd>{time}</dd>
        </div>
      ) : null}
      {difficulty ? (
        <div>
          <dt>{t('detail.difficulty')}</dt>
          <dd data-difficulty={difficulty}>{t(`difficulty.${difficulty}`)}</dd>
        </div>
      ) : null}
      {routeType ? (
        <div>
          <dt>{t('detail.routeType')}</dt>
          <dd>{t(`routeType.${routeType}`)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

const rows: (keyof MeasurementsModel)[] = ['length', 'elevationGain', 'elevationLoss', 'elevationMax', 'elevationMin', 'gradeMax', 'gradeMean'];

/** The numbers are shown now; the maps issue adds the interactive parts into the same section. */
export function Measurements({ measurements }: { measurements: MeasurementsModel | undefined }) {
  const t = useText();
  const present = measurements ? rows.filter((row) => measurements[row] !== undefined) : [];
  if (!measurements || present.length === 0) return null;
  return (
    <section className="measurements" aria-labelledby="measurements-heading" data-slot="measurements">
      <h2 id="measurements-heading">{t('detail.measurements')}</h2>
      <dl className="measurements__values">
        {present.map((row) => (
          <div key={row}>
            <dt>{t(`measure.${row}`)}</dt>
            <dd>{measurements[row]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
