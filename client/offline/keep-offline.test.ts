import { describe, expect, it } from 'vitest';
import { draftFields, needsCaptcha, offlineText } from './keep-offline';

describe('needsCaptcha', () => {
  it("knows a form by its captcha widget's field", () => {
    expect(needsCaptcha({ name: 'A', text: 'Trail washed out', 'g-recaptcha-response': '' })).toBe(true);
    expect(needsCaptcha({ email: 'a@example.com' })).toBe(false);
  });
});

describe('offlineText', () => {
  it("speaks the page's language, English otherwise", () => {
    expect(offlineText('es', 'offline.formKept')).toMatch(/^Estás sin conexión/);
    expect(offlineText('en', 'offline.formKept')).toMatch(/^You are offline/);
    expect(offlineText('fr', 'offline.title')).toBe('You are offline');
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
