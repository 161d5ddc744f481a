import type { ImportEntry, ImportFile } from '../import/schema';
import { GENERATED } from './export';

// A re-import against what the project holds: an entry whose content is unchanged keeps its stored
// dates (a second import of the same extract changes nothing), a changed one gets a new `updated`;
// text written by hand (an element without the `generated` group) is never replaced, and elements an
// editor added (photos, a description) stay.

interface MergeSummary {
  added: number;
  changed: number;
  unchanged: number;
}

/** JSON with object keys sorted: stored and imported bodies compare whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const content = (entry: ImportEntry) => canonical({ title: entry.title, types: entry.types, phase: entry.phase, groups: entry.groups, url: entry.url, elements: entry.elements });

function withHandWritten(incoming: ImportEntry, stored: ImportEntry): ImportEntry {
  const kept = new Map(stored.elements.filter((e) => !e.groups.includes(GENERATED)).map((e) => [e.id, e]));
  const elements = incoming.elements.map((e) => (e.groups.includes(GENERATED) && kept.has(e.id) ? kept.get(e.id)! : e));
  const ids = new Set(elements.map((e) => e.id));
  // Elements the importer does not write (photos, a hand-written description) stay as the editor left them.
  for (const e of stored.elements) if (!ids.has(e.id)) elements.push(e);
  return { ...incoming, elements };
}

export function mergeStored(file: ImportFile, stored: ReadonlyMap<string, ImportEntry>, now: string): { file: ImportFile; summary: MergeSummary } {
  const summary: MergeSummary = { added: 0, changed: 0, unchanged: 0 };
  const entries = file.entries.map((incoming) => {
    const before = stored.get(incoming.id);
    if (!before) {
      summary.added++;
      return { ...incoming, created: now, updated: now };
    }
    const merged = withHandWritten(incoming, before);
    const same = content(merged) === content(before);
    summary[same ? 'unchanged' : 'changed']++;
    return { ...merged, created: before.created, updated: same ? before.updated : now };
  });
  return { file: { ...file, entries }, summary };
}
