import { exports } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../core/forms/xsrf';
import type { SiteZone } from '../../test/support/worker-fetch';
import { nextClientIp, postedEmails, postForm, TEST_XSRF_TOKEN, uniqueEmail } from '../../test/support/forms/post-form';
import { settleAll, submissionsOf } from '../../test/support/forms/rows';
import { formsZone } from '../../test/support/forms/setup';

let zone: SiteZone;
const host = () => zone.host('canal-trail');
const origin = () => `http://${host()}`;

/** A script's post (JSON answers, the XSRF pair) with whatever body and headers a test needs. */
function raw(body: BodyInit, headers: Record<string, string>, path = '/forms/newsletter'): Promise<Response> {
  const script = { Accept: 'application/json', Cookie: `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}`, [XSRF_HEADER]: TEST_XSRF_TOKEN };
  return exports.default.fetch(new Request(`${origin()}${path}`, { method: 'POST', headers: { Origin: origin(), 'CF-Connecting-IP': nextClientIp(), ...script, ...headers }, body }));
}
const json = (body: string) => raw(body, { 'Content-Type': 'application/json' });
const urlEncoded = (body: string, path?: string) => raw(body, { 'Content-Type': 'application/x-www-form-urlencoded' }, path);

async function refusal(res: Response) {
  return (await res.json<{ error: { status: number; id: string; field?: string; message: string } }>()).error;
}

beforeAll(async () => {
  zone = await formsZone('protections', ['canal-trail', 'park']);
});
afterAll(() => settleAll(postedEmails));

describe('cross-site posts', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://evil.protections.test' }],
    ['another Origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
  ])('refuses a plain post with %s (403), storing nothing', async (_, headers) => {
    const email = uniqueEmail('csrf');
    const res = await postForm(host(), 'newsletter', { email }, { headers });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This form was sent from another site and was refused.');
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('refuses a post that says nothing about where it comes from', async () => {
    const res = await exports.default.fetch(
      new Request(`${origin()}/forms/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=a%40example.org' }),
    );
    expect(res.status).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin', async () => {
    expect((await postForm(host(), 'newsletter', { email: uniqueEmail('same') }, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
  });
});

describe('the XSRF double-submit token', () => {
  it('is handed to browsers on the pages of a site with forms: readable by scripts, this site only', async () => {
    const res = await zone.fetch('canal-trail', '/about');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict; Secure$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await zone.fetch('canal-trail', '/about', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('keeps pages cacheable for visitors holding it', async () => {
    const headers = { Cookie: `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}` };
    await zone.fetch('canal-trail', '/privacy', { headers });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await zone.fetch('canal-trail', '/privacy', { headers })).headers.get('x-page-cache')).toBe('hit');
  });

  it('is not handed out where no form exists', async () => {
    expect((await zone.fetch('park', '/')).headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['no header', { Cookie: `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}` }],
    ['no cookie', { [XSRF_HEADER]: TEST_XSRF_TOKEN }],
    ['a header that differs from the cookie', { Cookie: `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}`, [XSRF_HEADER]: 'y'.repeat(43) }],
  ])('refuses a script post with %s (403) and hands out a fresh token to retry with', async (_, headers) => {
    const email = uniqueEmail('xsrf');
    const res = await exports.default.fetch(
      new Request(`${origin()}/forms/newsletter`, {
        method: 'POST',
        headers: { Origin: origin(), 'CF-Connecting-IP': nextClientIp(), Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email }),
      }),
    );
    expect(res.status).toBe(403);
    expect(await refusal(res)).toEqual({ status: 403, id: 'form.xsrf', message: "The form's security token is missing or out of date. Please try again." });
    const fresh = /^XSRF-TOKEN=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(fresh).toBeDefined();
    const retried = await raw(JSON.stringify({ email }), { 'Content-Type': 'application/json', Cookie: `${XSRF_COOKIE}=${fresh}`, [XSRF_HEADER]: fresh! });
    expect(retried.status).toBe(200);
    expect(await submissionsOf(email)).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After past ten posts a minute from one client to one form, storing nothing more', async () => {
    const ip = nextClientIp();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await postForm(host(), 'newsletter', { email: uniqueEmail('burst') }, { ip })).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const email = uniqueEmail('over');
    const limited = await postForm(host(), 'newsletter', { email }, { ip, as: 'json' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await refusal(limited)).toMatchObject({ id: 'form.rateLimited', message: 'Too many submissions from your connection. Please wait a minute and try again.' });
    expect(await submissionsOf(email)).toEqual([]);
    const page = await postForm(host(), 'newsletter', { email }, { ip });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('Too many requests');
    expect((await postForm(host(), 'newsletter', { email }, { ip: nextClientIp() })).status).toBe(200);
  });
});

describe('form bodies', () => {
  it('refuses a body over 64 KB with 413, whether announced or streamed', async () => {
    const big = `email=${'a'.repeat(70 * 1024)}%40example.org`;
    const announced = await urlEncoded(big);
    expect(announced.status).toBe(413);
    expect(await refusal(announced)).toMatchObject({ id: 'payload_too_large', field: 'body', message: 'The form is too large to send: at most 64 KB.' });
    const stream = new Blob([big]).stream();
    const streamed = await raw(stream, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(streamed.status).toBe(413);
  });

  it.each([
    ['text/plain', 'email=a%40example.org'],
    ['application/xml', '<email>a@example.org</email>'],
    ['', 'email=a%40example.org'],
  ])('refuses Content-Type %j with 415 naming the body', async (type, body) => {
    const res = await raw(body, type ? { 'Content-Type': type } : {});
    expect(res.status).toBe(415);
    expect(await refusal(res)).toMatchObject({ id: 'unsupported_media_type', field: 'body', message: 'Send the form as a web form or as JSON.' });
  });

  it.each([
    ['broken JSON', () => json('{"email":'), 'body', 'unreadable_body'],
    ['a JSON array', () => json('[{"email":"a@example.org"}]'), 'body', 'not_an_object'],
    ['a JSON string', () => json('"a@example.org"'), 'body', 'not_an_object'],
    ['a broken %-escape', () => urlEncoded('email=a%ZZ%40example.org'), 'body', 'unreadable_body'],
    ['bytes that are not UTF-8', () => raw(new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe]), { 'Content-Type': 'application/x-www-form-urlencoded' }), 'body', 'unreadable_body'],
    ['a field sent twice', () => urlEncoded('email=a%40example.org&email=b%40example.org'), 'email', 'repeated_field'],
    ['an unknown field', () => urlEncoded('email=a%40example.org&nickname=al'), 'nickname', 'unknown_field'],
    ['an unknown JSON field', () => json('{"email":"a@example.org","admin":true}'), 'admin', 'unknown_field'],
    ['a control character', () => urlEncoded('email=a%00b%40example.org'), 'email', 'control_characters'],
    ['a line break in a one-line field', () => json('{"email":"a@example.org\\nBcc: x@example.org"}'), 'email', 'control_characters'],
    ['a lone surrogate', () => json('{"email":"a\\ud800@example.org"}'), 'email', 'control_characters'],
    ['a number for the address', () => json('{"email":42}'), 'email', 'invalid_email'],
    ['an object for the address', () => json('{"email":{"$ne":""}}'), 'email', 'invalid_email'],
  ])('answers %s with a 400 naming the field', async (_, send, field, id) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(await refusal(res)).toMatchObject({ id, field });
  });

  it('names the field in the message', async () => {
    expect((await refusal(await urlEncoded('email=a%40example.org&nickname=al'))).message).toBe('This form has no field named "nickname".');
    expect((await refusal(await urlEncoded('email=a%00b%40example.org'))).message).toBe('The field "email" contains characters that are not allowed.');
  });

  it('reads multipart form data, but no files', async () => {
    const email = uniqueEmail('multipart');
    const form = new FormData();
    form.set('email', email);
    expect((await raw(form, {})).status).toBe(200);
    const withFile = new FormData();
    withFile.set('email', new File(['x'], 'cv.pdf'));
    const refused = await raw(withFile, {});
    expect(refused.status).toBe(400);
    expect(await refusal(refused)).toMatchObject({ id: 'file_field', field: 'email' });
  });

  it('allows line breaks in the report text only', async () => {
    const report = { text: 'Line one\nline two\ttabbed', firstName: 'Ana', lastName: 'Ruiz', email: uniqueEmail('lines'), token: 'pass-lines' };
    expect((await postForm(host(), 'report', report, { as: 'json' })).status).toBe(200);
    const refused = await postForm(host(), 'report', { ...report, firstName: 'Ana\nRuiz' }, { as: 'json' });
    expect(await refusal(refused)).toMatchObject({ id: 'control_characters', field: 'firstName' });
  });
});

describe('forms a site does not have', () => {
  it.each(['/forms/contact', '/forms/', '/forms/newsletter/extra'])('%s answers 404', async (path) => {
    expect((await urlEncoded('email=a%40example.org', path)).status).toBe(404);
  });

  it('answers 404 to a GET of a form endpoint', async () => {
    expect((await zone.fetch('canal-trail', '/forms/newsletter')).status).toBe(404);
  });
});
