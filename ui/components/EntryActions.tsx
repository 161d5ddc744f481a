import { GuideControl } from './GuideControl';
import { LinkButton } from './LinkButton';
import type { EntryMapModel, LinkModel } from './models';
import { ShareSheet, type ShareSheetProps } from './ShareSheet';
import { useText } from './text';

export interface EntryActionsProps {
  /** The entry's title: what its link button and its saved guide are about. */
  title: string;
  link?: LinkModel;
  directions?: string;
  /** The entry's features as GeoJSON and GPX: GPX in the row, GeoJSON in the share panel. */
  downloads?: EntryMapModel['downloads'];
  /** Offer "Save for offline": the page's map draws features (docs/decisions/037-saved-guides.md). */
  save?: boolean;
  /** The share panel's link and embed code: absent where the entry turns sharing off. */
  share?: Pick<ShareSheetProps, 'share' | 'embed'>;
  /** The page's iCalendar (events, itineraries), in the share panel. */
  calendar?: string;
}

/**
 * What a visitor can do with an entry, as one compact row near the top of its page
 * (docs/decisions/055-trail-page-reading-order.md): its own link, directions, "Save for offline", the
 * GPX, and Share, whose panel holds the rest (copy link, email, calendar, GeoJSON, embed code). Every
 * part is a plain link or disclosure without JavaScript, but for saving, which needs a script.
 */
export function EntryActions({ title, link, directions, downloads, save, share, calendar }: EntryActionsProps) {
  const t = useText();
  if (!link && !directions && !downloads && !save && !share && !calendar) return null;
  const sheet = share ? { ...share, ...(calendar ? { calendar } : {}), ...(downloads ? { geojson: downloads.geojson } : {}) } : undefined;
  return (
    <section className="entry-actions" aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="visually-hidden">
        {t('detail.actions')}
      </h2>
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
        {save ? (
          <li className="entry-actions__save">
            <GuideControl title={title} />
          </li>
        ) : null}
        {downloads ? (
          <li className="entry-actions__file">
            {/* data-lines-only: Alt/Option-click leaves the points out (client/downloads.ts, docs/product/maps.md#downloads). */}
            <a className="button button-secondary" href={downloads.gpx} download data-lines-only="">
              {t('map.downloadGpx')}
            </a>
          </li>
        ) : null}
        {/* Without sharing, the calendar and the GeoJSON keep buttons of their own: no share panel holds them. */}
        {calendar && !sheet ? (
          <li className="entry-actions__file">
            <a className="button button-secondary" href={calendar} type="text/calendar" download>
              {t('detail.addToCalendar')}
            </a>
          </li>
        ) : null}
        {downloads && !sheet ? (
          <li className="entry-actions__file">
            <a className="button button-secondary" href={downloads.geojson} download data-lines-only="">
              {t('map.downloadGeoJson')}
            </a>
          </li>
        ) : null}
        {sheet ? (
          <li className="entry-actions__share">
            <ShareSheet {...sheet} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
