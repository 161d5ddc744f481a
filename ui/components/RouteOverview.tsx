import type { OverviewDrawing } from '../../core/geometry/overview';
import { useText } from './text';

/**
 * The route as a small static drawing, for print only: a printed page cannot show the interactive
 * map (its canvas prints blank), and the directions and coordinates beside it need a picture of the way.
 */
export function RouteOverview({ drawing, title }: { drawing: OverviewDrawing; title: string }) {
  const t = useText();
  return (
    <figure className="route-overview print-only">
      <svg role="img" aria-label={`${t('map.label')}: ${title}`} viewBox={`0 0 ${drawing.width} ${drawing.height}`} width="100%" preserveAspectRatio="xMidYMid meet">
        {drawing.lines.map((d, index) => (
          <path key={`line-${index}`} d={d} fill="none" stroke="currentColor" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round" />
        ))}
        {drawing.points.map((point, index) => (
          <circle key={`point-${index}`} cx={point.x} cy={point.y} r={6} fill="currentColor" />
        ))}
      </svg>
    </figure>
  );
}
