import type { CardFactModel } from './models';
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
