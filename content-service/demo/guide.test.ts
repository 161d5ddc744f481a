import { describe, expect, it } from 'vitest';
import { guideExport } from './guide';
import { demoExport, demoProjects } from './index';
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

  it("writes a site's pages in each of its languages: German on the walking guide, Spanish on the islands, plain English elsewhere", () => {
    const page = (project: string, id: string) => (demoExport(project, options).entries ?? []).find((e) => e.id === id)!;
    expect(page('liechtenstein', 'page-map').title).toEqual({ en: 'Map', de: 'Karte' });
    expect(page('liechtenstein', 'page-home').title).toEqual({ en: 'Liechtenstein on Foot', de: 'Liechtenstein zu Fuss' });
    expect(page('islands', 'page-map').title).toEqual({ en: 'Map', es: 'Mapa' });
    expect(page('park', 'page-map').title).toBe('Map');
    // German as written in Liechtenstein: ss, never ß.
    expect(JSON.stringify(demoExport('liechtenstein', options))).not.toContain('ß');
  });

  it('puts every occurrence of an event named for a weekday ("Saturday Farmers Market") on that weekday in its site', () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    let named = 0;
    for (const project of demoProjects) {
      for (const entry of demoExport(project, options).entries ?? []) {
        const title = typeof entry.title === 'string' ? entry.title : entry.title.en!;
        const day = days.find((d) => title.includes(d));
        const dates = entry.elements?.find((e) => e.id === 'event_date');
        if (!day || !Array.isArray(dates?.data)) continue;
        named++;
        // Starts at 17:00 UTC: the same calendar day in every US zone the sites use.
        for (const range of dates.data as { start: string }[]) expect(days[new Date(range.start).getUTCDay()], `${project} ${title} ${range.start}`).toBe(day);
      }
    }
    expect(named).toBeGreaterThanOrEqual(4);
  });
});
