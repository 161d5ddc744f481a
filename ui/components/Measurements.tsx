import type { MeasurementsModel } from './models';
import { useText } from './text';

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
