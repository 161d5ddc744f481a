import { describe, expect, it } from 'vitest';
import { guideExport } from './guide';
import { smallThemes } from './small-sites';

describe('guideExport', () => {
  const options = { today: '2026-06-01', pageEntryIds: [] };

  it('adds a theme group to its member entries only', () => {
    const file = guideExport({ ...smallThemes.park!, groups: { picks: ['place-drakes-beach'] } }, options);
    const grouped = (file.entries ?? []).filter((e) => e.groups?.includes('picks')).map((e) => e.id);
    expect(grouped).toEqual(['place-drakes-beach']);
  });

  it('names extra types in words', () => {
    const file = guideExport({ ...smallThemes['project-explorer']!, groups: {} }, options);
    const site = (file.entries ?? []).find((e) => e.types.some((t) => t.id === 'projectSite'))!;
    expect(site.types.map((t) => t.name)).toEqual(['Place', 'Project site']);
  });

  it('refuses a group naming an entry the theme does not generate', () => {
    expect(() => guideExport({ ...smallThemes.park!, groups: { picks: ['place-nowhere'] } }, options)).toThrow(/"place-nowhere"/);
  });
});
