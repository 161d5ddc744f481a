import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../ui/document/head-meta';
import { draftFields, ownTitle } from './start';

describe('ownTitle', () => {
  it("gives back the page's own title from its document title, or the site's name for the home page", () => {
    expect(ownTitle(documentTitle('Places', 'Island Guide'))).toBe('Places');
    expect(ownTitle(documentTitle(undefined, 'Island Guide'))).toBe('Island Guide');
    expect(ownTitle('   ')).toBeUndefined();
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
