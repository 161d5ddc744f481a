import type { FocusEventHandler, KeyboardEventHandler, PointerEventHandler, Ref } from 'react';
import { formatNumber } from '../../core/format/units';
import type { ProfileModel } from '../components/models';
import { chartBox, profileChart } from '../components/profile-chart';

/** The profile cursor island's props: the chart's own points, so the cursor lands where the line is. */
export interface ProfileCursorProps {
  points: ProfileModel['points'];
  distanceUnit: string;
  elevationUnit: string;
  /** The page's language: the cursor writes numbers as the page does. */
  locale: string;
  labels: { cursor: string; position: string };
}

/** What the hydrated island (client/islands/profile.tsx) adds: where the cursor is and its handlers. */
export interface ProfileCursorState {
  enhanced: boolean;
  /** Distance along the route in the profile's unit; null: no cursor. */
  distance: number | null;
  ref: Ref<HTMLDivElement>;
  on: { move: PointerEventHandler<HTMLDivElement>; leave: PointerEventHandler<HTMLDivElement>; key: KeyboardEventHandler<HTMLDivElement>; blur: FocusEventHandler<HTMLDivElement> };
}

/** The elevation at a distance, read off the chart's line between its two nearest points. */
function elevationAt(points: ProfileModel['points'], distance: number): number {
  const after = points.findIndex((point) => point.distance >= distance);
  if (after <= 0) return points[after === 0 ? 0 : points.length - 1]?.elevation ?? 0;
  const a = points[after - 1]!;
  const b = points[after]!;
  const t = b.distance === a.distance ? 0 : (distance - a.distance) / (b.distance - a.distance);
  return a.elevation + t * (b.elevation - a.elevation);
}

function positionText(props: ProfileCursorProps, distance: number): string {
  const values: Record<string, string> = {
    distance: formatNumber(distance, props.locale),
    distanceUnit: props.distanceUnit,
    elevation: formatNumber(Math.round(elevationAt(props.points, distance)), props.locale),
    elevationUnit: props.elevationUnit,
  };
  return props.labels.position.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * A cursor over the server-drawn elevation profile. Without JavaScript it is an empty layer; hydrated
 * it is a slider: the pointer or the arrow keys move it along the route, it shows the distance and
 * elevation there, and the map marks the same place on the route.
 */
export function ProfileCursor(props: ProfileCursorProps & { state?: ProfileCursorState }) {
  const { state } = props;
  const enhanced = state?.enhanced === true;
  const chart = profileChart(props.points);
  const { width, height, top, bottom } = chartBox;
  const distance = enhanced ? state.distance : null;
  const slider = enhanced
    ? {
        role: 'slider',
        tabIndex: 0,
        'aria-label': props.labels.cursor,
        'aria-valuemin': 0,
        'aria-valuemax': Math.round(chart.far * 10) / 10,
        'aria-valuenow': Math.round((distance ?? 0) * 10) / 10,
        'aria-valuetext': positionText(props, distance ?? 0),
      }
    : {};
  return (
    <div ref={state?.ref} className="profile__cursor" {...slider} onPointerMove={state?.on.move} onPointerLeave={state?.on.leave} onKeyDown={state?.on.key} onBlur={state?.on.blur}>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        {distance !== null ? (
          <>
            <line x1={chart.x(distance)} x2={chart.x(distance)} y1={top} y2={height - bottom} stroke="currentColor" strokeWidth={1.5} />
            <circle cx={chart.x(distance)} cy={chart.y(elevationAt(props.points, distance))} r={6} fill="#ffffff" stroke="currentColor" strokeWidth={3} />
          </>
        ) : null}
      </svg>
      {distance !== null ? <p className="profile__readout">{positionText(props, distance)}</p> : null}
    </div>
  );
}
