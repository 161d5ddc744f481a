import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteZone } from '../../test/support/worker-fetch';
import { postedEmails, postForm, uniqueEmail } from '../../test/support/forms/post-form';
import { settleAll, settledDeliveries, submissionsOf } from '../../test/support/forms/rows';
import { formsZone } from '../../test/support/forms/setup';
import { recorded } from '../../test/support/forms/stand-ins';

let zone: SiteZone;
const host = () => zone.host('services');
const order = (email: string, more: Record<string, string> = {}) => ({
  name: 'Ana Ruiz',
  email,
  streetAddress: '12 Lock Street',
  city: 'Lockport',
  stateOrProvince: 'NY',
  postalCode: '14094',
  country: 'United States',
  ...more,
});

beforeAll(async () => {
  zone = await formsZone('order', ['services', 'canal-trail']);
});
afterAll(() => settleAll(postedEmails));

describe('POST /forms/order', () => {
  it('stores the order, thanks, and mails staff the address to send the guide to', async () => {
    const email = uniqueEmail('buyer');
    const res = await postForm(host(), 'order', order(email), { as: 'json' });
    expect(await res.json()).toEqual({ ok: true, id: 'order_received', message: 'Thank you for your order! We will be in touch soon.' });
    expect(JSON.parse((await submissionsOf(email))[0]!.payload)).toEqual({ ...order(email), locale: 'en' });
    await settledDeliveries(email);
    const [mail] = await recorded('mail', email);
    expect(mail!.body).toMatchObject({ subject: '[Travel Guide Services] Guide order from Ana Ruiz', personalizations: [{ to: [{ email: 'sales@services.travel-guide.example' }] }] });
    expect(JSON.stringify(mail!.body)).toContain('12 Lock Street\\nLockport, NY 14094\\nUnited States');
    expect(mail!.body).not.toHaveProperty('asm');
  });

  it('thanks a plain post on a page', async () => {
    const res = await postForm(host(), 'order', order(uniqueEmail('page')));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank you for your order! We will be in touch soon.');
  });

  it.each([
    ['name', 'invalid_name', 'Please provide your name.'],
    ['email', 'invalid_email', 'Please enter a valid email address.'],
    ['streetAddress', 'invalid_fields', 'Please provide valid input for all required fields.'],
    ['city', 'invalid_fields', 'Please provide valid input for all required fields.'],
    ['stateOrProvince', 'invalid_fields', 'Please provide valid input for all required fields.'],
    ['postalCode', 'invalid_fields', 'Please provide valid input for all required fields.'],
    ['country', 'invalid_fields', 'Please provide valid input for all required fields.'],
  ])('refuses an empty %s with %s, naming the field, storing nothing', async (field, id, message) => {
    const email = uniqueEmail('refused');
    const res = await postForm(host(), 'order', order(email, { [field]: ' ' }), { as: 'json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { id, field, message } });
    const page = await postForm(host(), 'order', order(email, { [field]: '' }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message);
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('does not exist on a site that does not offer it', async () => {
    expect((await postForm(zone.host('canal-trail'), 'order', order(uniqueEmail('none')))).status).toBe(404);
  });
});
