import type { CSSProperties } from 'react';
import { t } from '../../core/i18n/t';
import type { Locale } from '../../core/i18n/locales';
import type { NoticeModel } from './layout-model';

export function noticeLabels(locale: Locale) {
  return { dismiss: t(locale, 'layout.dismissNotice'), expand: t(locale, 'layout.expandNotice') };
}

// The notices' glyphs (24-unit drawings), inline in the markup: as CSS mask images each was an SVG
// document of its own that the browser built on the main thread while the page loaded.
const GLYPHS = {
  info: 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  pencil: 'M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zM20.7 7.04a1 1 0 000-1.41l-2.34-2.34a1 1 0 00-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  chevron: 'M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
};

/** A notice's own icon by its name; a name without a drawing shows the information glyph. */
function noticeGlyph(icon: string): string {
  return icon === 'warning' || icon === 'pencil' ? GLYPHS[icon] : GLYPHS.info;
}

function Glyph({ className, d }: { className: string; d: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

function noticeStyle(notice: NoticeModel): CSSProperties | undefined {
  const style: Record<string, string> = {};
  if (notice.background) style.backgroundColor = notice.background;
  if (notice.color) style.color = notice.color;
  if (notice.linkColor) style['--notice-link'] = notice.linkColor;
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

/**
 * Site notices, shown above the top navigation; colours were validated as hex before they got here.
 * Each notice is one line until its expand control opens it: a `<details>` whose summary is that
 * control, so it folds and unfolds with JavaScript off too (the stylesheet clips the text while the
 * details are closed; screen readers read the whole text either way). client/notices.ts shows the
 * dismiss button and hides the notices the visitor dismissed, remembered per notice.
 */
export function Notices({ notices, labels }: { notices: readonly NoticeModel[]; labels: ReturnType<typeof noticeLabels> }) {
  if (!notices.length) return null;
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div key={notice.id} className="notice" style={noticeStyle(notice)} data-notice={notice.id}>
          {notice.icon ? <Glyph className="notice-icon" d={noticeGlyph(notice.icon)} /> : null}
          <div className="notice-text" id={`notice-${notice.id}`} dangerouslySetInnerHTML={{ __html: notice.html }} />
          <details className="notice-fold">
            <summary className="notice-button notice-expand">
              <Glyph className="notice-glyph" d={GLYPHS.chevron} />
              <span className="visually-hidden">{labels.expand}</span>
            </summary>
          </details>
          <button type="button" className="notice-button notice-dismiss" hidden data-notice-dismiss="">
            <Glyph className="notice-glyph" d={GLYPHS.close} />
            <span className="visually-hidden">{labels.dismiss}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
