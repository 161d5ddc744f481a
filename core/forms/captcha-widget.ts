import type { FormSettings, OfferableForm } from '../site-config';

// The captcha widget a form page shows (docs/product/forms.md#form-pages: a recaptcha script with server-side verify; or
// Turnstile). Both render into an element of their class carrying `data-sitekey` and add their
// response field to the enclosing form, which the server reads as `token` (worker/forms/fields.ts).

type CaptchaSettings = FormSettings['captcha'];
type Provider = CaptchaSettings['provider'];

interface ProviderWidget {
  script: string;
  className: string;
  /** Where the standard widget loads its scripts and frames from, per the provider's CSP guidance. */
  origins: readonly string[];
}

const providerWidgets: Readonly<Record<Provider, ProviderWidget>> = {
  // api.js loads the widget's own code from www.gstatic.com and its frame from www.google.com.
  recaptcha: { script: 'https://www.google.com/recaptcha/api.js', className: 'g-recaptcha', origins: ['https://www.google.com', 'https://www.gstatic.com'] },
  turnstile: { script: 'https://challenges.cloudflare.com/turnstile/v0/api.js', className: 'cf-turnstile', origins: ['https://challenges.cloudflare.com'] },
};

/** Forms behind a captcha: their pages load the widget, and only theirs. */
export const captchaForms: readonly OfferableForm[] = ['report'];

export interface CaptchaWidget {
  provider: Provider;
  siteKey: string;
  className: string;
  script: string;
  /** The only origins besides the site's own the page may load scripts and frames from. */
  origins: readonly string[];
}

/** The widget of the site's captcha settings; a configured script URL replaces the provider's, and its origin alone is allowed. */
export function captchaWidget(settings: CaptchaSettings): CaptchaWidget {
  const standard = providerWidgets[settings.provider];
  const { script = standard.script } = settings;
  const origins = settings.script ? [new URL(settings.script).origin] : standard.origins;
  return { provider: settings.provider, siteKey: settings.siteKey, className: standard.className, script, origins };
}
