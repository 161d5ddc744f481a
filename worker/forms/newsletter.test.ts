import { applyD1Migrations, env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../content-service/testing/seed';
import { clearSiteMemo } from '../tenancy/resolve-site';

const host = 'canal-trail.localhost';
const noListHost = 'sandbox.localhost';

function post(body: string, type: string, accept = 'text/html', on = host) {
  return exports.default.fetch(`http://${on}/forms/newsletter`, { method: 'POST', headers: { 'content-type': type, accept }, body });
}

async function stored(email: string) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions WHERE site = 'canal-trail' AND form = 'newsletter' AND json_extract(payload, '$.email') = ?")
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /forms/newsletter', () => {
  beforeAll(async () => {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    await seedDemoContent(env, ['canal-trail', 'sandbox']);
    clearSiteMemo();
    await env.HOSTS.put(host, JSON.stringify({ site: 'canal-trail', stage: 'development' }));
    await env.HOSTS.put(noListHost, JSON.stringify({ site: 'sandbox', stage: 'development' }));
  });

  it('stores a plain form submission and thanks the visitor on a page', async () => {
    const res = await post('email=Walker%40Example.com', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Thank you for subscribing to our newsletter!');
    expect(await stored('walker@example.com')).toBe(1);
    const outbox = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'newsletter'").first<{ n: number }>();
    expect(outbox?.n).toBeGreaterThanOrEqual(1);
  });

  it('says an address is already subscribed instead of storing it twice', async () => {
    await post(JSON.stringify({ email: 'twice@example.com' }), 'application/json', 'application/json');
    const res = await post(JSON.stringify({ email: 'twice@example.com' }), 'application/json', 'application/json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      id: 'existing_subscriber',
      message: 'The email address provided is already subscribed to our newsletter. Thank you!',
    });
    expect(await stored('twice@example.com')).toBe(1);
  });

  it.each([
    ['email=not-an-email', 'application/x-www-form-urlencoded'],
    ['email=', 'application/x-www-form-urlencoded'],
    ['', 'application/x-www-form-urlencoded'],
  ])('rejects %j with the invalid email message, naming the field, storing nothing', async (body, type) => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>();
    const json = await post(body, type, 'application/json');
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: { id: 'invalid_email', field: 'email', message: 'Please enter a valid email address.' } });
    const page = await post(body, type);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Please enter a valid email address.');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('answers a malformed JSON body with a 400, not a 500', async () => {
    const res = await post('{"email":', 'application/json', 'application/json');
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { message: string } }>();
    expect(body.error.message).toMatch(/could not be read/);
  });

  it('does not exist on a site without a newsletter list', async () => {
    const res = await post('email=a%40example.com', 'application/x-www-form-urlencoded', 'text/html', noListHost);
    expect(res.status).toBe(404);
  });
});
