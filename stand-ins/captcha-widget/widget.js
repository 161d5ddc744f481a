// A stand-in for the captcha providers' widget scripts (reCAPTCHA's and Turnstile's api.js) for the
// browser suite, which has no internet. Like the real widgets under their documented test site keys it
// passes at once: it adds the provider's response field, holding Turnstile's documented dummy token, to
// each widget element the page marks. The browser suite serves it at the script URL the site configures
// (test/e2e/lib/captcha.ts); the stand-in verifier (../form-providers/siteverify.ts) accepts the token.
(() => {
  const widgets = [
    ['g-recaptcha', 'textarea', 'g-recaptcha-response'],
    ['cf-turnstile', 'input', 'cf-turnstile-response'],
  ];
  for (const [className, tag, name] of widgets) {
    for (const element of document.querySelectorAll(`.${className}[data-sitekey]`)) {
      const field = document.createElement(tag);
      if (tag === 'input') field.type = 'hidden';
      field.name = name;
      field.hidden = true;
      field.value = 'XXXX.DUMMY.TOKEN.XXXX';
      element.append(field);
      element.dataset.standIn = 'passed';
    }
  }
})();
