import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteForm, type SiteFormProps, type SiteFormState } from './SiteForm';

const props: SiteFormProps = {
  form: 'join',
  action: '/forms/join',
  heading: 'Add places',
  intro: 'Create an account.',
  fields: [
    { name: 'email', label: 'Email address', kind: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', kind: 'password', autoComplete: 'new-password', hint: '8 to 72 characters.', minLength: 8, maxLength: 72 },
  ],
  submit: 'Join',
  messages: { submitting: 'Submitting…', fix: 'Fix the marked fields.', failed: 'Try later.' },
};

const state = (more: Partial<SiteFormState>): SiteFormState => ({ enhanced: true, sending: false, errors: {}, statusRef: null, onSubmit: () => undefined, ...more });

describe('SiteForm', () => {
  it('renders a plain form that posts without JavaScript, every field labelled', () => {
    const html = renderToString(<SiteForm {...props} />);
    expect(html).toContain('<form action="/forms/join" method="post">');
    expect(html).toContain('<label for="join-email">Email address</label>');
    expect(html).toContain('aria-describedby="join-password-hint"');
    expect(html).not.toMatch(/novalidate/i);
  });

  it('shows a message under its field, marks it invalid and describes it by the message', () => {
    const html = renderToString(<SiteForm {...props} state={state({ errors: { password: 'Too short.' }, status: { text: 'Fix the marked fields.', tone: 'error' } })} />);
    expect(html).toContain('aria-invalid="true" aria-describedby="join-password-hint join-password-error"');
    expect(html).toContain('<p class="site-form-error" id="join-password-error" data-field-error="password">Too short.</p>');
    expect(html).not.toContain('join-email-error');
    expect(html).toContain('noValidate');
  });

  it('replaces the form with the confirmation and its link once accepted', () => {
    const html = renderToString(<SiteForm {...props} state={state({ status: { text: 'Thanks!', tone: 'success' }, done: { link: { href: '/login', label: 'Log in' } } })} />);
    expect(html).not.toContain('<form');
    expect(html).toContain('data-tone="success">Thanks!</p>');
    expect(html).toContain('<a href="/login">Log in</a>');
  });

  it('leaves the captcha widget element empty for the provider script to fill', () => {
    const html = renderToString(<SiteForm {...props} form="report" captcha={{ className: 'cf-turnstile', siteKey: 'key', label: 'Verification', noScript: 'Needs JavaScript.' }} />);
    expect(html).toContain('<div class="cf-turnstile" data-sitekey="key"></div>');
    expect(html).toContain('<legend>Verification</legend>');
  });
});
