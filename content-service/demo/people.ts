import { both, createdAt, type DemoContext, type DemoEntry, entryId, typeOf } from './context';
import { dates, files, markdown, num, text } from './elements';
import { addDays } from './random';

// Contributors and organizations, with the involved dates that order contributions on detail pages.

export function contributorEntries(ctx: DemoContext, names: readonly string[], offset: number): DemoEntry[] {
  return names.map((name, i) => ({
    id: entryId('contributor', name),
    title: name,
    types: typeOf('contributor'),
    groups: ['contributors'],
    phase: 4,
    created: createdAt(ctx, offset + i),
    elements: [
      markdown('bio', both(ctx, (l) => (l === 'es' ? `${name} escribe sobre la región desde hace ${3 + i} años.` : `${name} has written about the region for ${3 + i} years and still finds new corners of it.`))),
      files('images', ctx.project, [{ file: 'portrait', title: name }]),
      dates('involved', [{ start: addDays(ctx.today, -(400 + i * 90)), end: addDays(ctx.today, -(10 + i * 25)) }], 'date'),
      text('email', `${entryId('', name).slice(1)}@contributors.example`),
    ],
  }));
}

export function organizationEntries(ctx: DemoContext, names: readonly string[], offset: number): DemoEntry[] {
  return names.map((name, i) => ({
    id: entryId('organization', name),
    title: name,
    types: typeOf('organization'),
    phase: 4,
    created: createdAt(ctx, offset + i),
    elements: [
      markdown('description', both(ctx, (l) => (l === 'es' ? `${name} cuida senderos, orillas y pueblos de la región.` : `${name} looks after the region's trails, shores and towns with volunteers and partners.`))),
      files('images', ctx.project, [{ file: 'icon', title: name }]),
      text('website', `https://${entryId('org', name).slice(4)}.example`),
      dates('involved', [{ start: addDays(ctx.today, -(900 + i * 120)), end: addDays(ctx.today, 365) }], 'date'),
      num('volunteers', 20 + i * 15),
    ],
  }));
}
