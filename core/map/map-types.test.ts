import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { mapEntryTypes } from './map-types';

describe('map entry types', () => {
  it('are the kinds of docs/product/maps.md#map-settings by default and a site may name its own', () => {
    expect(mapEntryTypes(loadSiteConfig('islands'))).toEqual(['activity', 'food', 'lodging', 'park', 'place', 'shopping', 'trail']);
    expect(mapEntryTypes(loadSiteConfig('park-gateway'))).toContain('stay');
  });
});
