import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../content-service/testing/seed';
import { environmentOf } from '../env';
import { signPreviewToken } from './preview-token';

describe('preview through the whole worker', () => {
  beforeAll(async () => {
    await env.HOSTS.put('canal-trail.localhost', JSON.stringify({ site: 'canal-trail', stage: 'development' }));
    await seedDemoContent(env, ['canal-trail']);
  });

  it('answers a previewed page no-store and noindex, and an ordinary one without them', async () => {
    const token = await signPreviewToken(environmentOf(env).secretsOf('canal-trail').previewKey!, 'canal-trail');
    const preview = await exports.default.fetch(`http://canal-trail.localhost/?preview=true&preview_token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    const plain = await exports.default.fetch('http://canal-trail.localhost/?preview=true&preview_token=forged');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).not.toBe('no-store');
    expect(plain.headers.get('x-robots-tag')).toBeNull();
  });
});
