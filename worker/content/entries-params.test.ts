import { describe, expect, it } from 'vitest';
import { entriesParams } from './site-content';

describe('entriesParams', () => {
  it('passes an index route group through as the group parameter, and leaves a blank one out', () => {
    expect(entriesParams({ type: ['place'], group: 'embed-tests', page: 2, limit: 30 }, 'en')).toMatchObject({ type: 'place', group: 'embed-tests', page: 2, limit: 30, locale: 'en' });
    expect(entriesParams({ group: '  ' }, 'en').group).toBeUndefined();
    expect(entriesParams({}, 'en').group).toBeUndefined();
  });
});
