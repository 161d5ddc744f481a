import { Island } from '../islands/Island';
import type { EmbedCodeProps } from '../islands/EmbedCode';
import type { ShareLinksProps } from '../islands/ShareLinks';
import { LinkButton } from './LinkButton';
import type { EntryMapModel, LinkModel } from './models';
import { useText } from './text';

export interface EntryActionsProps {
  /** The entry's title: what its link button is about. */
  title: string;
  link?: LinkModel;
  directions?: string;
  /** The entry's features as GeoJSON and GPX. */
  downloads?: EntryMapModel['downloads'];
  /** The page's iCalendar (events, itineraries). */
  calendar?: string;
  share?: ShareLinksProps;
  embed?: EmbedCodeProps;
}

/**
 * What a visitor can do with an entry, in one place: its own link, directions, downloads and the
 * calendar as a row of buttons, then sharing and the embed code side by side. Every action is a
 * plain link or field without JavaScript; the share and embed islands add copying when touched.
 */
export function EntryActions({ title, link, directions, downloads, calendar, share, embed }: EntryActionsProps) {
  const t = useText();
  const buttons = Boolean(link || directions || downloads || calendar);
  if (!buttons && !share && !embed) return null;
  return (
    <section className="entry-actions" aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="visually-hidden">
        {t('detail.actions')}
      </h2>
      {buttons ? (
        <ul className="entry-actions__list">
          {link ? (
            <li>
              <LinkButton link={link} about={title} />
            </li>
          ) : null}
          {directions ? (
            <li>
              <a className="button" href={directions} target="_blank" rel="noopener noreferrer">
                {t('detail.directions')}
                <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
              </a>
            </li>
          ) : null}
          {calendar ? (
            <li className="entry-actions__file">
              <a className="button button-secondary" href={calendar} type="text/calendar" download>
                {t('detail.addToCalendar')}
              </a>
            </li>
          ) : null}
          {downloads ? (
            <>
              {/* data-lines-only: Alt/Option-click leaves the points out (client/downloads.ts, docs/product/maps.md#downloads). */}
              <li className="entry-actions__file">
                <a className="button button-secondary" href={downloads.gpx} download data-lines-only="">
                  {t('map.downloadGpx')}
                </a>
              </li>
              <li className="entry-actions__file">
                <a className="button button-secondary" href={downloads.geojson} download data-lines-only="">
                  {t('map.downloadGeoJson')}
                </a>
              </li>
            </>
          ) : null}
        </ul>
      ) : null}
      {share ? <Island name="share" load="interaction" props={share} /> : null}
      {embed ? <Island name="embed" load="interaction" props={embed} /> : null}
    </section>
  );
}
