import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteZone } from '../../test/support/worker-fetch';
import { toHex } from '../../core/encoding/bytes';
import { offersForm } from '../../core/forms/offered';
import { loadSiteConfig, siteIds } from '../../sites';
import { postedEmails, postForm, uniqueEmail } from '../../test/support/forms/post-form';
import { settleAll, settledDeliveries, submissionsOf } from '../../test/support/forms/rows';
import { formsZone } from '../../test/support/forms/setup';
import { recorded } from '../../test/support/forms/stand-ins';

let zone: SiteZone;
const host = () => zone.host('islands');
const password = 'correct horse battery';
const join = (email: string, more: Record<string, string> = {}) => ({ email, password, firstName: 'Ana', lastName: 'Ruiz', ...more });

async function accountOf(email: string) {
  return env.DB.prepare("SELECT password_hash FROM accounts WHERE site = 'islands' AND email = ?").bind(email).first<{ password_hash: string }>();
}

beforeAll(async () => {
  zone = await formsZone('join', [...new Set(['islands', 'park', ...joiningSites])]);
});
afterAll(() => settleAll(postedEmails));

/** Every site that offers joining: its thanks leads to a log-in, whatever its menus hold. */
const joiningSites = siteIds.filter((site) => offersForm(loadSiteConfig(site), 'join'));

describe('POST /forms/join', () => {
  it('creates the account, thanks with the log-in link, and tells staff without the password', async () => {
    const email = uniqueEmail('joiner');
    const res = await postForm(host(), 'join', join(email), { as: 'json' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      id: 'joined',
      message: 'Thank you for joining! You can now log in to add places.',
      link: { href: 'https://app.travel-guide.example/login', label: 'Log in' },
    });
    const [mail] = await settledDeliveries(email);
    expect(mail).toMatchObject({ target: 'mail', status: 'delivered' });
    const [sent] = await recorded('mail', email);
    expect(sent!.body).toMatchObject({ subject: '[Island Guide] New contributor: Ana Ruiz', reply_to: { email } });
    expect(JSON.stringify(sent!.body)).not.toContain(password);
  });

  it.each(joiningSites)('thanks a new contributor on %s with a link to log in', async (site) => {
    const res = await postForm(zone.host(site), 'join', join(uniqueEmail(`login-${site}`)), { as: 'json' });
    expect(res.status).toBe(200);
    const { link } = (await res.json()) as { link?: { href: string; label: string } };
    expect(link?.label).toBeTruthy();
    expect(link?.href).toMatch(/^(https:\/\/|\/)/);
  });

  it('keeps the password only as a salted PBKDF2 hash, never in the submission', async () => {
    const email = uniqueEmail('hashed');
    await postForm(host(), 'join', join(email));
    const stored = (await accountOf(email))!.password_hash;
    const [scheme, iterations, salt, hash] = stored.split('$');
    // 100,000 iterations: docs/product/limits.md.
    expect([scheme, Number(iterations)]).toEqual(['pbkdf2-sha256', 100_000]);
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // What a log-in check would do: derive again from the password and the stored salt.
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: Uint8Array.from(salt!.match(/../g)!, (h) => parseInt(h, 16)), iterations: 100_000 }, key, 256);
    expect(hash).toBe(toHex(bits));
    const [submission] = await submissionsOf(email);
    expect(submission!.payload).not.toContain(password);
    const other = uniqueEmail('salted');
    await postForm(host(), 'join', join(other));
    expect((await accountOf(other))!.password_hash.split('$')[2]).not.toBe(salt);
  });

  it('shows the thanks page with the log-in link to a plain post', async () => {
    const html = await (await postForm(host(), 'join', join(uniqueEmail('page')))).text();
    expect(html).toContain('Thank you for joining! You can now log in to add places.');
    expect(html).toContain('<a href="https://app.travel-guide.example/login">Log in</a>');
  });

  it('answers user_exists (409) for a known address, in any case, keeping one account', async () => {
    const email = uniqueEmail('known');
    await postForm(host(), 'join', join(email));
    const again = await postForm(host(), 'join', join(email.toUpperCase(), { password: 'another password' }), { as: 'json' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { id: 'user_exists', field: 'email', message: 'Sorry, an account with that email address already exists.' } });
    const page = await postForm(host(), 'join', join(email));
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Sorry, an account with that email address already exists.');
    expect(await submissionsOf(email)).toHaveLength(1);
  });

  it('lets only one of two racing sign-ups for an address through', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([postForm(host(), 'join', join(email)), postForm(host(), 'join', join(email))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await submissionsOf(email)).toHaveLength(1);
  });

  it.each([
    ['a bad email', { email: 'ana.example.org' }, 'email', 'invalid_email', 'Please enter a valid email address.'],
    ['a 7-character password', { password: 'x'.repeat(7) }, 'password', 'invalid_password', 'Please provide a valid password (8-72 characters).'],
    ['a 73-character password', { password: 'x'.repeat(73) }, 'password', 'invalid_password', 'Please provide a valid password (8-72 characters).'],
    ['no first name', { firstName: '' }, 'firstName', 'invalid_names', 'Please provide your first and last name.'],
    ['no last name', { lastName: '  ' }, 'lastName', 'invalid_names', 'Please provide your first and last name.'],
  ])('refuses %s with its message, naming the field, storing nothing', async (_, change, field, id, message) => {
    const email = uniqueEmail('refused');
    const res = await postForm(host(), 'join', join(email, change), { as: 'json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { id, field, message } });
    expect((await postForm(host(), 'join', join(email, change))).status).toBe(400);
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('accepts passwords of exactly 8 and 72 characters', async () => {
    for (const length of [8, 72]) expect((await postForm(host(), 'join', join(uniqueEmail(`len${length}`), { password: 'p'.repeat(length) }))).status).toBe(200);
  });

  it('does not exist, and is not linked, on a site that does not offer it', async () => {
    expect((await postForm(zone.host('park'), 'join', join(uniqueEmail('none')))).status).toBe(404);
    expect(await (await zone.fetch('park', '/')).text()).not.toContain('href="/join"');
  });
});
