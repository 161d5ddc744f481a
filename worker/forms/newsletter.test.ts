import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteZone } from '../../test/support/worker-fetch';
import { postedEmails, postForm, uniqueEmail } from '../../test/support/forms/post-form';
import { deliveriesOf, settleAll, settledDeliveries, submissionsOf } from '../../test/support/forms/rows';
import { formsZone } from '../../test/support/forms/setup';
import { recorded } from '../../test/support/forms/stand-ins';

let zone: SiteZone;
const host = () => zone.host('canal-trail');

beforeAll(async () => {
  zone = await formsZone('newsletter', ['canal-trail', 'sandbox']);
});
afterAll(() => settleAll(postedEmails));

describe('POST /forms/newsletter', () => {
  it('stores a plain form post, thanks on a page and signs the address up with the list once', async () => {
    const email = uniqueEmail('walker');
    const res = await postForm(host(), 'newsletter', { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('Thank you for subscribing to our newsletter!');
    expect(await submissionsOf(email)).toHaveLength(1);
    const [list] = await settledDeliveries(email);
    expect(list).toMatchObject({ target: 'list', status: 'delivered', attempts: 1, result: 'subscribed' });
    const calls = await recorded('list', email);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://us1.api.mailchimp.com/3.0/lists/canal-trail-news/members');
    expect(calls[0]!.body).toEqual({ email_address: email, status: 'subscribed', language: 'en' });
    expect(calls[0]!.authorization).toMatch(/^Basic /);
  });

  it('answers the island with JSON and says a second sign-up is already subscribed, storing it once', async () => {
    const email = uniqueEmail('twice');
    const first = await postForm(host(), 'newsletter', { email }, { as: 'json' });
    expect(await first.json()).toEqual({ ok: true, id: 'subscribed', message: 'Thank you for subscribing to our newsletter!' });
    const again = await postForm(host(), 'newsletter', { email }, { as: 'json' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id: 'existing_subscriber', message: 'The email address provided is already subscribed to our newsletter. Thank you!' });
    expect(await submissionsOf(email)).toHaveLength(1);
    await settledDeliveries(email);
    expect(await recorded('list', email)).toHaveLength(1);
  });

  it("records the list's 'Member Exists' as existing_subscriber, delivered, not an error", async () => {
    const email = uniqueEmail('known');
    // The address reached the list another way first.
    await env.PROVIDERS.fetch('https://us1.api.mailchimp.com/3.0/lists/canal-trail-news/members', {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('elsewhere:key')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_address: email, status: 'subscribed' }),
    });
    await postForm(host(), 'newsletter', { email });
    const [list] = await settledDeliveries(email);
    expect(list).toMatchObject({ status: 'delivered', result: 'existing_subscriber', last_error: null });
  });

  it.each([
    ['not-an-email', { email: 'not-an-email' }],
    ['an empty address', { email: '' }],
    ['no address at all', {}],
  ])('refuses %s with the invalid email message naming the field, storing nothing', async (_, fields) => {
    const json = await postForm(host(), 'newsletter', fields, { as: 'json' });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      error: { id: 'invalid_email', field: 'email', message: 'Please enter a valid email address.', fields: [{ id: 'invalid_email', field: 'email', message: 'Please enter a valid email address.' }] },
    });
    const page = await postForm(host(), 'newsletter', fields);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('href="/about"');
    expect(html).toContain('Back to the form');
  });

  it('answers in Spanish on a Spanish page', async () => {
    await zone.register(['islands']);
    const res = await postForm(zone.host('islands'), 'newsletter', { email: 'nope' }, { as: 'json', headers: { Cookie: `locale=es; XSRF-TOKEN=${'x'.repeat(43)}` } });
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe('Introduce una dirección de correo electrónico válida.');
  });

  it('does not exist on a site without a newsletter list', async () => {
    const res = await postForm(zone.host('sandbox'), 'newsletter', { email: uniqueEmail('none') });
    expect(res.status).toBe(404);
    expect(await deliveriesOf('none')).toEqual([]);
  });
});
