import { describe, expect, it } from 'vitest';
import { historyStep, swappable } from './navigate';

describe('historyStep', () => {
  const shown = 'https://islands.example/places';

  it('pushes an entry for a link to another page, and keeps the entry of a link to the page shown', () => {
    expect(historyStep('push', 'https://islands.example/places/harbour', shown)).toBe('push');
    expect(historyStep('push', shown, shown)).toBeUndefined();
  });

  it('corrects the address of back and forward when the page answered from elsewhere (a redirect), else leaves it', () => {
    expect(historyStep('pop', 'https://islands.example/places/', shown)).toBe('replace');
    expect(historyStep('pop', shown, shown)).toBeUndefined();
  });
});

describe('swappable', () => {
  const shown = { lang: 'en', scripts: ['/assets/main-AAAAAAAA.js'] };

  it('swaps in a page of the same language that loads the same scripts', () => {
    expect(swappable(shown, { lang: 'en', scripts: ['/assets/main-AAAAAAAA.js'] })).toBe(true);
  });

  it('loads a page in another language whole', () => {
    expect(swappable(shown, { lang: 'es', scripts: ['/assets/main-AAAAAAAA.js'] })).toBe(false);
  });

  it("loads a page of another deploy, or one with a script of its own (a form's captcha widget), whole", () => {
    expect(swappable(shown, { lang: 'en', scripts: ['/assets/main-BBBBBBBB.js'] })).toBe(false);
    expect(swappable(shown, { lang: 'en', scripts: ['/assets/main-AAAAAAAA.js', 'https://challenges.cloudflare.com/turnstile/v0/api.js'] })).toBe(false);
    expect(swappable({ lang: 'en', scripts: ['/assets/main-AAAAAAAA.js', 'https://challenges.cloudflare.com/turnstile/v0/api.js'] }, shown)).toBe(false);
  });
});
