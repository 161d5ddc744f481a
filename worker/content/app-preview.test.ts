import { beforeAll, describe, expect, it } from 'vitest';
import { previewQuery, siteZone } from '../../test/support/worker-fetch';

const zone = siteZone('app-preview');

describe('preview through the whole worker', () => {
  beforeAll(async () => {
    await zone.register(['canal-trail']);
  });

  it('answers a previewed page no-store and noindex, and an ordinary one without them', async () => {
    const preview = await zone.fetch('canal-trail', `/?${await previewQuery('canal-trail')}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    const plain = await zone.fetch('canal-trail', '/?preview=true&preview_token=forged');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).not.toBe('no-store');
    expect(plain.headers.get('x-robots-tag')).toBeNull();
  });
});
