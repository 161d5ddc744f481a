import { useText } from './text';

export interface TrailFactsProps {
  difficulty?: 'easy' | 'moderate' | 'difficult';
  routeType?: 'loop' | 'outAndBack' | 'pointToPoint';
}

export function TrailFacts({ difficulty, routeType }: TrailFactsProps) {
  const t = useText();
  if (!difficulty && !routeType) return null;
  return (
    <dl className="trail-facts">
      {difficulty ? (
        <div>
          <dt>{t('trail.difficulty')}</dt>
          <dd data-difficulty={difficulty}>{t(`trail.difficulty.${difficulty}`)}</dd>
        </div>
      ) : null}
      {routeType ? (
        <div>
          <dt>{t('trail.route_type')}</dt>
          <dd>{t(`trail.route_type.${routeType}`)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
