import type { Entry } from '../content-shapes';
import { isExternalUrl, safeUrl } from '../sanitize/url';
import type { EntryIds } from './ids';
import { entryText } from './text';

export interface EntryLink {
  label: string;
  url: string;
  external: boolean;
}

/** The entry's link button: dropped when the label or a safe url is missing (docs/product/views-and-states.md#link-button). */
export function entryLink(entry: Entry, ids: Pick<EntryIds, 'elements'>, locale: string, siteHosts: readonly string[] = []): EntryLink | undefined {
  const label = entryText(entry, ids, 'linkLabel', locale)?.value.trim();
  const raw = entryText(entry, ids, 'linkUrl', locale)?.value;
  const url = raw === undefined ? null : safeUrl(raw, 'link');
  if (!label || url === null) return undefined;
  return { label, url, external: isExternalUrl(url, siteHosts) };
}
