import type { Element, Entry } from '../content-shapes';
import { type DateFormatters, formatDateRange } from '../format/dates';
import { formatNumber } from '../format/units';
import type { MarkdownOptions } from '../markdown/render-markdown';
import { plainTextToHtml, renderText, type TextRenderer } from '../markdown/render-text';
import { currentRange, dateRanges } from './dates';
import { elementsInGroup } from './elements';
import type { EntryIds } from './ids';
import { optionLabel, selectedOptions } from './options';
import { textOf } from './text';

export interface AttributeLine {
  id: string;
  label: string;
  /** Sanitized HTML. */
  html: string;
}

export interface AttributeContext {
  locale: string;
  timeZone: string;
  now: Date;
  markdown?: MarkdownOptions;
  /** How texts become HTML: the worker passes its kept renderings (worker/render/text-html.ts). */
  render?: TextRenderer;
  /** Date formatters: the worker passes its kept ones (worker/date-formatters.ts). */
  dates?: DateFormatters;
}

function valueHtml(element: Element, context: AttributeContext): string | undefined {
  switch (element.type) {
    case 'text': {
      const text = textOf(element, context.locale);
      return text && (context.render ?? renderText)(text.value, text.type, context.markdown);
    }
    case 'option': {
      const labels = selectedOptions(element).map((id) => optionLabel(element, id, context.locale));
      return labels.length > 0 ? plainTextToHtml(labels.join(', ')) : undefined;
    }
    case 'number':
      return typeof element.data === 'number' && Number.isFinite(element.data) ? formatNumber(element.data, context.locale) : undefined;
    case 'datetime': {
      const range = currentRange(dateRanges(element), context.now);
      return range && plainTextToHtml(formatDateRange(range, context.timeZone, context.locale, context.dates));
    }
    default:
      // Contacts, files, embeds, geo and references have their own sections on the page.
      return undefined;
  }
}

function lines(elements: Element[], context: AttributeContext): AttributeLine[] {
  return elements.flatMap((element) => {
    const html = valueHtml(element, context);
    return html ? [{ id: element.id, label: element.name?.trim() || element.id, html }] : [];
  });
}

/** The entry's attribute lines (docs/product/views-and-states.md#attributes): elements in the detail-attribute and popup-attribute groups. */
export function entryAttributes(entry: Entry, ids: Pick<EntryIds, 'groups'>, context: AttributeContext): { detail: AttributeLine[]; popup: AttributeLine[] } {
  return {
    detail: lines(elementsInGroup(entry, ids.groups.detailAttribute), context),
    popup: lines(elementsInGroup(entry, ids.groups.popupAttribute), context),
  };
}
