// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { offlineText } from '../../core/i18n/offline-messages';
import { draftFields, keepForLater } from './keep-offline';
import { dropForm, keptForms } from './outbox';

/** A form kept offline: the page's answer, and whether it waits for its captcha. */
async function keep(body: Record<string, string>): Promise<{ message: string | undefined; captcha: boolean | undefined }> {
  for (const form of await keptForms()) await dropForm(form.id);
  const answer = await keepForLater('/forms/report', body);
  const [kept] = await keptForms();
  return { message: answer?.message, captcha: kept?.captcha };
}

describe('keeping a form for later', () => {
  it("knows a form behind a captcha by its widget's field: it waits for the visitor on its page", async () => {
    expect(await keep({ name: 'A', text: 'Trail washed out', 'g-recaptcha-response': '' })).toEqual({ message: offlineText('en', 'offline.reportKept'), captcha: true });
    expect(await keep({ email: 'a@example.com' })).toEqual({ message: offlineText('en', 'offline.formKept'), captcha: false });
  });
});

describe('draftFields', () => {
  it("fills in again what the visitor wrote, not the captcha widget's answer, which cannot be used twice", () => {
    const body = { name: 'Ana', text: 'Trail washed out at the ford', 'cf-turnstile-response': 'spent', 'g-recaptcha-response': 'spent', token: 'spent' };
    expect(draftFields(body)).toEqual([
      ['name', 'Ana'],
      ['text', 'Trail washed out at the ford'],
    ]);
    expect(draftFields({})).toEqual([]);
  });
});
