import type { Entry } from '../../../core/content-shapes';
import { entryAttributes } from '../../../core/entry/attributes';
import type { DownloadFeature } from '../../../core/geometry/download';
import type { MapFeatureProperties } from '../../../core/map/map-feature';
import { htmlToText } from '../../../core/sanitize/sanitize-html';
import { entryPath, typeLabel } from './card';
import type { ModelContext } from './context';
import { entryDownloadFeatures } from './download-features';
import { textHtml } from '../../render/text-html';
import { keptDateFormatters } from '../../date-formatters';

/** The entry's popup attribute group (docs/product/views-and-states.md#attributes) as plain text: a popup shows CMS text, never its markup. */
function popupLines(entry: Entry, ctx: ModelContext): MapFeatureProperties['popup'] {
  const { popup } = entryAttributes(entry, ctx.config.ids, { locale: ctx.locale, timeZone: ctx.config.timeZone, now: ctx.now, render: textHtml, dates: keptDateFormatters });
  return popup.map((line) => ({ label: line.label, value: htmlToText(line.html) })).filter((line) => line.value !== '');
}

/**
 * An entry's features as a page's features.geojson carries them: the download's features plus what
 * the map island's popups and list need (the entry's page, its type, its popup lines), so the map
 * reads everything from this one file.
 */
export function entryMapFeatures(entry: Entry, ctx: ModelContext): DownloadFeature[] {
  const features = entryDownloadFeatures(entry, ctx);
  if (features.length === 0) return features;
  const lines = popupLines(entry, ctx);
  const extra = { href: entryPath(ctx, entry), type: typeLabel(entry, ctx), ...(lines?.length ? { popup: lines } : {}) };
  return features.map((feature) => ({ ...feature, properties: { ...feature.properties, ...extra } }));
}
