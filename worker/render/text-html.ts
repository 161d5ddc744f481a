import type { MarkdownOptions } from '../../core/markdown/render-markdown';
import { type IanaTextType, renderText } from '../../core/markdown/render-text';
import { isDeadLink } from '../../core/routes';
import type { RouteTable } from '../../core/routes/types';
import { memo } from '../memo';
import { keptPatterns } from '../route-patterns';

/**
 * The dead-link check of one route table as one function for the table's lifetime (tables are kept
 * per site configuration, worker/tenancy/resolve-site.ts): renderings that used it are kept per check.
 */
export const deadLinkCheck = memo((table: RouteTable) => (href: string) => isDeadLink(table, href, keptPatterns));

// The same texts (a page entry's intro, promotions, attribute texts, the map's popups) are rendered on
// every uncached page: parsing Markdown and sanitising HTML is among the costliest work of a render,
// and the result depends on nothing but the text and the options. The last 1,000 renderings are kept
// per dead-link check (a function, compared by identity), oldest out first.
const withoutCheck = {};
const renderings = memo((_check: object) => memo((_key: string, value: string, ianaType: IanaTextType, options: MarkdownOptions) => renderText(value, ianaType, options), 1000));

/** `renderText` with its renderings of Markdown and HTML kept; plain text is escaped afresh, for less than its key would cost. */
export function textHtml(value: string, ianaType: IanaTextType | null | undefined, options: MarkdownOptions = {}): string {
  if (ianaType !== 'text/markdown' && ianaType !== 'text/html') return renderText(value, ianaType, options);
  const key = JSON.stringify([ianaType, options.siteHosts ?? [], options.imageHosts ?? [], value]);
  return renderings(options.isDeadLink ?? withoutCheck)(key, value, ianaType, options);
}
