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
