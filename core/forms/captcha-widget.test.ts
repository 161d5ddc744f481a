import { describe, expect, it } from 'vitest';
import { captchaWidget } from './captcha-widget';

const base = { siteKey: 'site-key', timeoutMs: 5000 };

describe('captchaWidget', () => {
  it('uses the provider standard script and origins', () => {
    expect(captchaWidget({ ...base, provider: 'recaptcha' })).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key',
      className: 'g-recaptcha',
      script: 'https://www.google.com/recaptcha/api.js',
      origins: ['https://www.google.com', 'https://www.gstatic.com'],
    });
    expect(captchaWidget({ ...base, provider: 'turnstile' })).toMatchObject({
      className: 'cf-turnstile',
      script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      origins: ['https://challenges.cloudflare.com'],
    });
  });

  it('allows only the origin of a configured script', () => {
    const widget = captchaWidget({ ...base, provider: 'turnstile', script: 'https://widgets.example.org/turnstile/api.js?render=explicit' });
    expect(widget.script).toBe('https://widgets.example.org/turnstile/api.js?render=explicit');
    expect(widget.origins).toEqual(['https://widgets.example.org']);
  });
});
