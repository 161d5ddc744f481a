import { describe, expect, it } from 'vitest';
import { needsCaptcha, offlineText } from './keep-offline';

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
