import type { CSSProperties } from 'react';
import { t } from '../../core/i18n/t';
import type { Locale } from '../../core/i18n/locales';
import type { NoticeModel } from './layout-model';

export function noticeLabels(locale: Locale) {
  return { dismiss: t(locale, 'layout.dismissNotice'), expand: t(locale, 'layout.expandNotice') };
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
          {notice.icon ? <span className={`notice-icon icon-${notice.icon}`} aria-hidden="true" /> : null}
          <div className="notice-text" id={`notice-${notice.id}`} dangerouslySetInnerHTML={{ __html: notice.html }} />
          <details className="notice-fold">
            <summary className="notice-button notice-expand">
              <span className="visually-hidden">{labels.expand}</span>
            </summary>
          </details>
          <button type="button" className="notice-button notice-dismiss" hidden data-notice-dismiss="">
            <span className="visually-hidden">{labels.dismiss}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
