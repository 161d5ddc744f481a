import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { captchaForms, captchaWidget } from '../../core/forms/captcha-widget';
import { formAction, formOnRoute } from '../../core/forms/offered';
import type { Locale } from '../../core/i18n/locales';
import { type MessageKey, t } from '../../core/i18n/t';
import type { RouteMatch } from '../../core/routes/types';
import type { OfferableForm, SiteConfig } from '../../core/site-config';
import { passwordLength, reportLength } from '../../core/validation/schemas';
import type { FormFieldSpec, SiteFormProps } from '../../ui/forms/SiteForm';
import { Island } from '../../ui/islands/Island';
import type { AppEnv } from '../env';
import type { PageSpec } from '../render/render-page';

type FieldDraft = Omit<FormFieldSpec, 'label' | 'hint'> & { label: MessageKey; hint?: MessageKey };

const firstName: FieldDraft = { name: 'firstName', label: 'form.firstName', kind: 'text', autoComplete: 'given-name', maxLength: 100 };
const lastName: FieldDraft = { name: 'lastName', label: 'form.lastName', kind: 'text', autoComplete: 'family-name', maxLength: 100 };
const email: FieldDraft = { name: 'email', label: 'form.email', kind: 'email', autoComplete: 'email', maxLength: 254 };
const addressPart = (name: string, label: MessageKey, autoComplete: string): FieldDraft => ({ name, label, kind: 'text', autoComplete, maxLength: 200 });

/** Each form's fields in the order the visitor fills them; names are the fields of its schema (core/validation/schemas.ts). */
const formPages: Readonly<Record<OfferableForm, { heading: MessageKey; intro: MessageKey; submit: MessageKey; fields: readonly FieldDraft[] }>> = {
  report: {
    heading: 'report.title',
    intro: 'report.intro',
    submit: 'report.submit',
    fields: [
      { name: 'text', label: 'report.text', hint: 'report.textHint', kind: 'textarea', autoComplete: 'off', minLength: reportLength.min, maxLength: reportLength.max },
      firstName,
      lastName,
      { ...email, hint: 'report.emailPrivacy' },
    ],
  },
  join: {
    heading: 'join.title',
    intro: 'join.intro',
    submit: 'join.submit',
    fields: [
      email,
      { name: 'password', label: 'form.password', hint: 'join.passwordHint', kind: 'password', autoComplete: 'new-password', minLength: passwordLength.min, maxLength: passwordLength.max },
      firstName,
      lastName,
    ],
  },
  order: {
    heading: 'order.title',
    intro: 'order.intro',
    submit: 'order.submit',
    fields: [
      { name: 'name', label: 'form.name', kind: 'text', autoComplete: 'name', maxLength: 200 },
      email,
      addressPart('streetAddress', 'form.streetAddress', 'address-line1'),
      addressPart('city', 'form.city', 'address-level2'),
      addressPart('stateOrProvince', 'form.stateOrProvince', 'address-level1'),
      addressPart('postalCode', 'form.postalCode', 'postal-code'),
      addressPart('country', 'form.country', 'country-name'),
    ],
  },
};

/** The island props of `form` on `config`'s pages, in `locale`. */
function siteFormProps(config: SiteConfig, locale: Locale, form: OfferableForm): SiteFormProps {
  const page = formPages[form];
  const fields = page.fields.map(({ label, hint, ...field }) => ({ ...field, label: t(locale, label), ...(hint ? { hint: t(locale, hint) } : {}) }));
  const widget = captchaForms.includes(form) ? captchaWidget(config.forms.captcha) : undefined;
  return {
    form,
    action: formAction(form, locale, config.defaultLocale),
    heading: t(locale, page.heading),
    intro: t(locale, page.intro),
    fields,
    submit: t(locale, page.submit),
    ...(widget ? { captcha: { className: widget.className, siteKey: widget.siteKey, label: t(locale, 'form.captcha'), noScript: t(locale, 'form.captchaNoScript') } } : {}),
    messages: { submitting: t(locale, 'form.submitting'), fix: t(locale, 'form.fix'), failed: t(locale, 'internal_error') },
  };
}

function FormSection({ config, locale, form }: { config: SiteConfig; locale: Locale; form: OfferableForm }) {
  const widget = captchaForms.includes(form) ? captchaWidget(config.forms.captcha) : undefined;
  return (
    <>
      <Island name="form" load="interaction" props={siteFormProps(config, locale, form)} />
      {/* External and deferred (never inline): it runs once the page is parsed, when the widget's element exists. */}
      {widget ? <script src={widget.script} defer /> : null}
    </>
  );
}

function isPromise(body: ReactNode | Promise<ReactNode>): body is Promise<ReactNode> {
  return typeof (body as { then?: unknown } | null)?.then === 'function';
}

/** The page of a form route (join, order, report) with its form after the page's own text, when the site offers it. */
export function withPageForm(c: Context<AppEnv>, match: RouteMatch, page: PageSpec): PageSpec {
  const { config } = c.var.site;
  const form = formOnRoute(config, match.route.name);
  if (!form) return page;
  const section = <FormSection config={config} locale={c.var.locale} form={form} />;
  const body = isPromise(page.body) ? (
    page.body.then((view) => (
      <>
        {view}
        {section}
      </>
    ))
  ) : (
    <>
      {page.body}
      {section}
    </>
  );
  return { ...page, body };
}
