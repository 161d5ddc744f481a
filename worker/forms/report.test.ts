import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { createSiteContent } from '../content';
import { signPreviewToken } from '../content/preview-token';
import { environmentOf } from '../env';
import type { SiteZone } from '../../test/support/worker-fetch';
import { postedEmails, postForm, uniqueEmail } from '../../test/support/forms/post-form';
import { settleAll, settledDeliveries, submissionsOf } from '../../test/support/forms/rows';
import { formsZone } from '../../test/support/forms/setup';
import { recorded, scriptFault } from '../../test/support/forms/stand-ins';

let zone: SiteZone;
const host = () => zone.host('canal-trail');

const text = 'Tree down across the towpath at **mile 3**.\nPassable on foot only.';
const report = (email: string, more: Record<string, string> = {}) => ({ text, firstName: 'Ana', lastName: 'Ruiz', email, token: `pass-${email}`, ...more });

beforeAll(async () => {
  zone = await formsZone('report', ['canal-trail', 'islands']);
});
afterAll(() => settleAll(postedEmails));

describe('POST /forms/report', () => {
  it('accepts a plain post whose token comes from the widget field, thanks, and verifies the token server-side', async () => {
    const email = uniqueEmail('reporter');
    const { token, ...fields } = report(email);
    const res = await postForm(host(), 'report', { ...fields, 'g-recaptcha-response': token }, { ip: '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank you for your report! Our staff will review it shortly.');
    const [verify] = await recorded('captcha', token);
    expect(verify).toMatchObject({
      url: 'https://www.google.com/recaptcha/api/siteverify',
      body: { secret: environmentOf(env).secretsOf('canal-trail').captchaSecret, response: token, remoteip: '203.0.113.7' },
    });
    expect(await submissionsOf(email)).toHaveLength(1);
  });

  it('becomes a phase-1 report entry seen only with a preview token, without the reporter email, and a staff mail', async () => {
    const email = uniqueEmail('entry');
    const res = await postForm(host(), 'report', report(email), { as: 'json' });
    expect(await res.json()).toEqual({ ok: true, id: 'report_received', message: 'Thank you for your report! Our staff will review it shortly.' });
    const rows = await settledDeliveries(email);
    expect(rows.map((row) => [row.target, row.status])).toEqual([
      ['content', 'delivered'],
      ['mail', 'delivered'],
    ]);
    const entryId = rows[0]!.result!;
    const path = `/entries/${slug('Report by Ana Ruiz')}/${entryId}`;
    expect((await zone.fetch('canal-trail', path)).status).toBe(404);
    const token = await signPreviewToken(environmentOf(env).secretsOf('canal-trail').previewKey!, 'canal-trail');
    const preview = await zone.fetch('canal-trail', `${path}?preview=true&preview_token=${token}`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('<h1>Report by Ana Ruiz</h1>');
    expect(html).not.toContain(email);
    const content = createSiteContent({ env, environment: environmentOf(env), config: loadSiteConfig('canal-trail'), locale: 'en', preview: true, waitUntil: () => undefined });
    const entry = await content.entry(entryId);
    expect(entry).toMatchObject({ phase: 1, types: [{ id: 'report' }], elements: [{ id: 'report', type: 'text', data: text, preferences: { iana_type: 'text/markdown' } }] });
    expect(JSON.stringify(entry)).not.toContain(email);

    const [mail] = await recorded('mail', email);
    expect(mail!.url).toBe('https://api.sendgrid.com/v3/mail/send');
    expect(mail!.body).toMatchObject({
      personalizations: [{ to: [{ email: 'trail-office@canal-trail.travel-guide.example' }] }],
      from: { email: 'towpath@canal-trail.travel-guide.example', name: 'Travel Guide' },
      reply_to: { email, name: 'Ana Ruiz' },
      subject: '[Canal Trail] New report from Ana Ruiz',
      asm: { group_id: 16287 },
      custom_args: { submission_id: (await submissionsOf(email))[0]!.id },
    });
    expect(JSON.stringify(mail!.body)).toContain('mile 3');
  });

  it.each([
    ['a report under 10 characters', { text: ' too short ' }, 'text', 'invalid_report', 'Please provide a report between 10 and 10,000 characters in length.'],
    ['a report over 10,000 characters', { text: 'x'.repeat(10_001) }, 'text', 'invalid_report', 'Please provide a report between 10 and 10,000 characters in length.'],
    ['no first name', { firstName: ' ' }, 'firstName', 'invalid_names', 'Please provide your first and last name.'],
    ['no last name', { lastName: '' }, 'lastName', 'invalid_names', 'Please provide your first and last name.'],
    ['a bad email', { email: 'ana@' }, 'email', 'invalid_email', 'Please enter a valid email address.'],
    ['no captcha token', { token: '' }, 'token', 'invalid_token', 'Please prove you are not a bot by using the provided reCAPTCHA field.'],
    ['a token the verifier rejects', { token: 'fail-bot' }, 'token', 'invalid_token', 'Please prove you are not a bot by using the provided reCAPTCHA field.'],
  ])('refuses %s with its message, naming the field, storing nothing', async (_, change, field, id, message) => {
    const email = uniqueEmail('refused');
    const res = await postForm(host(), 'report', report(email, change), { as: 'json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { id, field, message } });
    const page = await postForm(host(), 'report', report(email, change));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message);
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('lists every field to correct, in field order', async () => {
    const res = await postForm(host(), 'report', { text: 'short', firstName: '', lastName: 'R', email: 'x', token: '' }, { as: 'json' });
    const { error } = await res.json<{ error: { fields: { field: string; id: string }[] } }>();
    expect(error.fields.map((f) => [f.field, f.id])).toEqual([
      ['text', 'invalid_report'],
      ['firstName', 'invalid_names'],
      ['email', 'invalid_email'],
      ['token', 'invalid_token'],
    ]);
  });

  it('does not ask the verifier about an invalid report', async () => {
    const token = `pass-unasked-${crypto.randomUUID()}`;
    await postForm(host(), 'report', { ...report(uniqueEmail('unasked')), text: 'short', token });
    expect(await recorded('captcha', token)).toEqual([]);
  });

  it('fails closed with 503 and Retry-After when the verifier is down, storing nothing', async () => {
    const email = uniqueEmail('down');
    const fields = report(email);
    await scriptFault('captcha', fields.token, 2);
    const json = await postForm(host(), 'report', fields, { as: 'json' });
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('60');
    expect(await json.json()).toMatchObject({ error: { id: 'internal_error', message: 'There was a problem processing your request. Please try again later.' } });
    expect((await postForm(host(), 'report', fields)).status).toBe(503);
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('does not exist on a site that does not offer it', async () => {
    const res = await postForm(zone.host('islands'), 'report', report(uniqueEmail('nowhere')));
    expect(res.status).toBe(404);
  });
});
