import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it('names a route as its menu item does, in the page language', () => {
    const islands = loadSiteConfig('islands');
    expect(routeLabel(islands, 'en', 'places')).toBe('Places');
    expect(routeLabel(islands, 'es', 'places')).toBe('Lugares');
  });

  it("uses a site's own wording of a route and reads an unknown name as a label", () => {
    const council = loadSiteConfig('geotourism-council');
    expect(routeLabel(council, 'en', 'explore-more')).toBe('Explore More');
    expect(routeLabel(loadSiteConfig('islands'), 'en', 'hidden-gems')).toBe('Hidden gems');
  });
});
