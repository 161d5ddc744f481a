import type { EmbedCodeProps } from '../islands/EmbedCode';
import { SHARE_SHEET_ATTRIBUTES as A } from './share-sheet-protocol';
import { useText } from './text';

/** What a detail page shares: its canonical link under its title. */
export interface ShareModel {
  url: string;
  title: string;
}

export interface ShareSheetProps {
  share: ShareModel;
  /** The entry's embed code for other sites (the first and only item of an embed code's list). */
  embed?: EmbedCodeProps;
  /** The page's iCalendar (events, itineraries). */
  calendar?: string;
  /** The entry's features as GeoJSON: the download a hiker rarely needs, one tap away here. */
  geojson?: string;
}

/**
 * One share panel (docs/decisions/055-trail-page-reading-order.md): a disclosure that works without
 * JavaScript (the link to select, email, calendar, GeoJSON, and the embed code in a nested disclosure
 * opened only when asked). client/share-sheet.ts shows what needs a script: the device's share dialog
 * where the browser has one, and the copy buttons.
 */
export function ShareSheet({ share, embed, calendar, geojson }: ShareSheetProps) {
  const t = useText();
  const mail = `mailto:?subject=${encodeURIComponent(share.title)}&body=${encodeURIComponent(share.url)}`;
  const code = embed?.items[0];
  return (
    <details className="share-sheet" {...{ [A.sheet]: '', [A.title]: share.title }}>
      <summary className="button button-secondary">{t('detail.share')}</summary>
      <div className="share-sheet__panel">
        <ul className="share-sheet__list">
          <li hidden {...{ [A.native]: '' }}>
            <button type="button" className="button">
              {t('share.via')}
            </button>
          </li>
          <li className="share-sheet__link">
            <label htmlFor="share-url">{t('share.link')}</label>
            <input id="share-url" className="share-sheet__url" type="url" value={share.url} readOnly />
            <button type="button" className="button button-secondary" hidden {...{ [A.copy]: 'share-url', [A.copied]: t('share.copied'), [A.copyFailed]: t('share.copyFailed') }}>
              {t('share.copy')}
            </button>
          </li>
          <li>
            <a href={mail}>{t('share.email')}</a>
          </li>
          {calendar ? (
            <li>
              <a href={calendar} type="text/calendar" download>
                {t('detail.addToCalendar')}
              </a>
            </li>
          ) : null}
          {geojson ? (
            <li>
              {/* data-lines-only: Alt/Option-click leaves the points out (client/downloads.ts, docs/product/maps.md#downloads). */}
              <a href={geojson} download data-lines-only="">
                {t('map.downloadGeoJson')}
              </a>
            </li>
          ) : null}
        </ul>
        {code && embed ? (
          <details className="share-sheet__embed">
            <summary>{t('share.embed')}</summary>
            <p>{embed.labels.intro.replace('{title}', code.label)}</p>
            <label htmlFor="share-embed-code">{embed.labels.code}</label>
            <textarea id="share-embed-code" className="embed-code__snippet" rows={3} readOnly value={code.snippet} />
            <button type="button" className="button button-secondary" hidden {...{ [A.copy]: 'share-embed-code', [A.copied]: embed.labels.copied, [A.copyFailed]: embed.labels.copyFailed }}>
              {embed.labels.copy}
            </button>
          </details>
        ) : null}
        <p className="share-sheet__status" role="status" />
      </div>
    </details>
  );
}
