import type { CSSProperties } from 'react';
import type { NoticeModel } from './layout-model';

function noticeStyle(notice: NoticeModel): CSSProperties | undefined {
  const style: Record<string, string> = {};
  if (notice.background) style.backgroundColor = notice.background;
  if (notice.color) style.color = notice.color;
  if (notice.linkColor) style['--notice-link'] = notice.linkColor;
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

/** Site notices, shown above the top navigation; colours were validated as hex before they got here. */
export function Notices({ notices }: { notices: readonly NoticeModel[] }) {
  if (!notices.length) return null;
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div key={notice.id} className="notice" style={noticeStyle(notice)}>
          {notice.icon ? <span className={`notice-icon icon-${notice.icon}`} aria-hidden="true" /> : null}
          <div className="notice-text" dangerouslySetInnerHTML={{ __html: notice.html }} />
        </div>
      ))}
    </div>
  );
}
