import * as z from 'zod';
import type { Entry } from '../content-shapes';
import type { MarkdownOptions } from '../markdown/render-markdown';
import { renderText } from '../markdown/render-text';
import { entryText } from './text';
import type { EntryIds } from './ids';

/** Phases allowed in preview mode (docs/product/views-and-states.md#preview-and-phases): drafts through published. */
const previewPhases: readonly number[] = [1, 2, 3, 4];

/** A notice shows only when its phase is among the configured ones (1-4 in preview). */
export function isNoticeVisible(entry: Pick<Entry, 'phase'>, phases: readonly number[], preview = false): boolean {
  return (preview ? previewPhases : phases).includes(entry.phase);
}

interface NoticeAppearance {
  background?: string;
  color?: string;
  linkColor?: string;
  icon?: string;
}

const hex = z
  .string()
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i)
  .transform((value) => (value.startsWith('#') ? value : `#${value}`));
const colour = z.unknown().transform((value) => {
  const direct = hex.safeParse(value);
  if (direct.success) return direct.data;
  const nested = hex.safeParse(typeof value === 'object' && value !== null ? (value as { color?: unknown }).color : undefined);
  return nested.success ? nested.data : undefined;
});
const icon = z.unknown().transform((value) => (typeof value === 'string' && /^[a-z0-9-]{1,64}$/i.test(value.trim()) ? value.trim() : undefined));

/**
 * The appearance JSON of a notice ({background:{color}, icon, text, link:{color}}). Anything that is
 * not valid JSON, or a colour that is not hex, is ignored: it must never reach a style attribute.
 */
function parseAppearance(json: string | undefined): NoticeAppearance {
  if (!json) return {};
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const raw = data as Record<string, unknown>;
  const result = {
    background: colour.parse(raw.background),
    color: colour.parse(raw.text),
    linkColor: colour.parse(raw.link),
    icon: icon.parse(raw.icon),
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as NoticeAppearance;
}

export interface NoticeContent extends NoticeAppearance {
  id: string;
  /** Sanitized HTML of the notice text (plain, markdown or html per its type). */
  html: string;
}

/** A notice banner's text and appearance; undefined when the notice has no text. */
export function noticeContent(entry: Entry, ids: Pick<EntryIds, 'elements'>, locale: string, markdown?: MarkdownOptions): NoticeContent | undefined {
  const text = entryText(entry, ids, 'notice', locale);
  if (!text) return undefined;
  const appearance = parseAppearance(entryText(entry, ids, 'appearance', locale)?.value);
  return { id: entry.id, html: renderText(text.value, text.type, markdown), ...appearance };
}
