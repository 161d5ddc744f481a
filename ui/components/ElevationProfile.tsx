import { Island } from '../islands/Island';
import type { ProfileModel, SafeHtml } from './models';
import { chartBox, profileChart } from './profile-chart';
import { useText } from './text';

export interface ElevationProfileProps {
  profile: ProfileModel;
  /** The section's content as `ProfileContent` renders it, rendered before (worker/pages/models/profile.tsx). */
  markup?: SafeHtml;
}

/**
 * The elevation profile as server-rendered SVG: drawn without JavaScript, described in one sentence
 * for screen readers, with the numbers in a table for anyone who wants them. The profile island adds
 * a cursor over it that marks the same place on the map's route.
 */
export function ElevationProfile({ profile, markup }: ElevationProfileProps) {
  if (profile.points.length < 2) return null;
  return markup ? (
    <section className="profile" aria-labelledby="profile-heading" data-slot="profile" dangerouslySetInnerHTML={markup} />
  ) : (
    <section className="profile" aria-labelledby="profile-heading" data-slot="profile">
      <ProfileContent profile={profile} />
    </section>
  );
}

/** What the profile section holds: its heading, the chart with its cursor island, the table. */
export function ProfileContent({ profile }: { profile: ProfileModel }) {
  const t = useText();
  const chart = profileChart(profile.points);
  const { width, height, left, bottom, top } = chartBox;
  const base = height - bottom;
  const summary = t('detail.profileSummary', { min: profile.min, max: profile.max, length: profile.length });
  const distanceHeader = `${t('measure.distance')} (${profile.distanceUnit})`;
  const elevationHeader = `${t('measure.elevation')} (${profile.elevationUnit})`;
  const elevations = profile.points.map((point) => point.elevation);
  const highest = Math.max(...elevations);
  const lowest = Math.min(...elevations);
  return (
    <>
      <h2 id="profile-heading">{t('detail.profile')}</h2>
      <div className="profile__figure">
        <svg className="profile__chart" role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} width="100%" preserveAspectRatio="xMidYMid meet">
          <path className="profile__area" d={chart.area} fill="currentColor" fillOpacity={0.12} />
          <path className="profile__line" d={chart.line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
          <line x1={left} y1={top} x2={left} y2={base} stroke="currentColor" strokeWidth={1} />
          <line x1={left} y1={base} x2={width - chartBox.right} y2={base} stroke="currentColor" strokeWidth={1} />
          <text x={left - 6} y={chart.y(highest) + 4} textAnchor="end" fontSize={12} fill="currentColor">
            {profile.max}
          </text>
          <text x={left - 6} y={chart.y(lowest) + 4} textAnchor="end" fontSize={12} fill="currentColor">
            {profile.min}
          </text>
          <text x={left} y={height - 10} textAnchor="start" fontSize={12} fill="currentColor">
            {`0 ${profile.distanceUnit}`}
          </text>
          <text x={width - chartBox.right} y={height - 10} textAnchor="end" fontSize={12} fill="currentColor">
            {profile.length}
          </text>
        </svg>
        <Island
          name="profile"
          load="map"
          props={{
            points: chart.points,
            distanceUnit: profile.distanceUnit,
            elevationUnit: profile.elevationUnit,
            locale: profile.locale,
            labels: { cursor: t('map.profileCursor'), position: t('map.profilePosition') },
          }}
        />
      </div>
      <details className="profile__data">
        <summary>{t('detail.profileData')}</summary>
        <table>
          <caption className="visually-hidden">{summary}</caption>
          <thead>
            <tr>
              <th scope="col">{distanceHeader}</th>
              <th scope="col">{elevationHeader}</th>
            </tr>
          </thead>
          <tbody>
            {profile.rows.map((row, index) => (
              <tr key={`${index}-${row.distance}`}>
                <td>{row.distance}</td>
                <td>{row.elevation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
