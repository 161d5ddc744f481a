import type { FormEventHandler, Ref } from 'react';
import type { FormLink, FormStatus } from './FormResult';

/** One input of a form page; `name` is the field the server's schema reads. */
export interface FormFieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'password' | 'textarea';
  autoComplete: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
}

/** The form page island's props (report, join, order): serialized into the page, so plain data only. */
export interface SiteFormProps {
  /** Ids on the page are prefixed with it. */
  form: string;
  /** Its endpoint: /forms/<form>, with the page's language when not the site's default. */
  action: string;
  heading: string;
  intro: string;
  fields: FormFieldSpec[];
  submit: string;
  /** The widget's element; its script adds the response field to this form. */
  captcha?: { className: string; siteKey: string; label: string; noScript: string };
  /** Texts the browser shows on its own: while sending, fields to correct, an unreadable answer. */
  messages: { submitting: string; fix: string; failed: string };
}

/** What the hydrated island (client/islands/form.tsx) adds; the server renders none of it. */
export interface SiteFormState {
  enhanced: boolean;
  sending: boolean;
  /** Field name -> the message shown next to it. */
  errors: Readonly<Record<string, string>>;
  status?: FormStatus;
  /** Set once accepted: the confirmation replaces the form. */
  done?: { link?: FormLink };
  statusRef: Ref<HTMLParagraphElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function Field({ form, field, error }: { form: string; field: FormFieldSpec; error: string | undefined }) {
  const id = `${form}-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: true,
    autoComplete: field.autoComplete,
    minLength: field.minLength,
    maxLength: field.maxLength,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(field.hint && `${id}-hint`, error && `${id}-error`),
  };
  return (
    <div className="site-form-field" data-field={field.name}>
      <label htmlFor={id}>{field.label}</label>
      {field.hint ? (
        <p className="site-form-hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      ) : null}
      {field.kind === 'textarea' ? <textarea {...common} rows={8} /> : <input {...common} type={field.kind} />}
      {error ? (
        <p className="site-form-error" id={`${id}-error`} data-field-error={field.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Captcha({ form, captcha, error }: { form: string; captcha: NonNullable<SiteFormProps['captcha']>; error: string | undefined }) {
  return (
    <fieldset className="site-form-field site-form-captcha" data-field="token" aria-describedby={error ? `${form}-token-error` : undefined}>
      <legend>{captcha.label}</legend>
      {/* The widget's script fills this element; an empty inner HTML keeps React from reconciling what it adds. */}
      <div className={captcha.className} data-sitekey={captcha.siteKey} dangerouslySetInnerHTML={{ __html: '' }} />
      <noscript>
        <p className="site-form-hint">{captcha.noScript}</p>
      </noscript>
      {error ? (
        <p className="site-form-error" id={`${form}-token-error`} data-field-error="token">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A form page's form (docs/product/forms.md#form-pages: report, join, order). Without JavaScript it posts as a plain form and the
 * server answers with a page; hydrated, it posts JSON, shows the message of each rejected field next to
 * that field, and replaces itself with the confirmation.
 */
export function SiteForm({ form, action, heading, intro, fields, submit, captcha, state }: SiteFormProps & { state?: SiteFormState }) {
  const errors = state?.errors ?? {};
  const done = state?.done;
  return (
    <section className="site-form" aria-labelledby={`${form}-form-title`} data-site-form={form}>
      <h2 id={`${form}-form-title`}>{heading}</h2>
      {done ? null : <p className="site-form-intro">{intro}</p>}
      <p className="site-form-status" role="status" ref={state?.statusRef} tabIndex={-1} data-form-status="" data-tone={state?.status?.tone}>
        {state?.status?.text}
      </p>
      {done?.link ? (
        <p className="site-form-next">
          <a href={done.link.href}>{done.link.label}</a>
        </p>
      ) : null}
      {done ? null : (
        <form method="post" action={action} noValidate={state?.enhanced} onSubmit={state?.onSubmit} aria-busy={state?.sending ? 'true' : undefined}>
          {fields.map((field) => (
            <Field key={field.name} form={form} field={field} error={errors[field.name]} />
          ))}
          {captcha ? <Captcha form={form} captcha={captcha} error={errors.token} /> : null}
          <button type="submit" disabled={state?.sending}>
            {submit}
          </button>
        </form>
      )}
    </section>
  );
}
