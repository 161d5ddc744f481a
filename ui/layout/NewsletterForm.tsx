import type { FormEventHandler, Ref } from 'react';
import type { FormStatus } from '../forms/FormResult';

/** The newsletter island's props: serialized into the page, so plain data only. */
export interface NewsletterFormProps {
  /** The endpoint, naming the page's language off the site's default one (core/forms/offered.ts). */
  action: string;
  labels: { newsletter: string; newsletterIntro: string; email: string; subscribe: string };
  /** Texts the browser shows on its own: a bad address, while sending, an unreadable answer. */
  messages: { invalidEmail: string; submitting: string; failed: string };
}

/** What the hydrated island (client/islands/newsletter.tsx) adds; the server renders none of it. */
export interface NewsletterFormState {
  /** Hydrated: the island checks the address itself instead of the browser's bubble. */
  enhanced: boolean;
  status?: FormStatus;
  invalid: boolean;
  sending: boolean;
  subscribed: boolean;
  inputRef: Ref<HTMLInputElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * Shown only when the site configures a newsletter list (docs/product/forms.md#which-site-offers-which-form). Without JavaScript it posts as
 * a plain form and the server answers with a page; hydrated, it posts JSON and shows the answer here.
 */
export function NewsletterForm({ action, labels, state }: NewsletterFormProps & { state?: NewsletterFormState }) {
  return (
    <form className="newsletter" method="post" action={action} data-newsletter="" noValidate={state?.enhanced} onSubmit={state?.onSubmit}>
      <h2 className="newsletter-title" id="newsletter-title">
        {labels.newsletter}
      </h2>
      <p className="newsletter-intro">{labels.newsletterIntro}</p>
      <label htmlFor="newsletter-email">{labels.email}</label>
      <div className="newsletter-row">
        <input
          ref={state?.inputRef}
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          aria-describedby="newsletter-title"
          aria-invalid={state?.invalid ? 'true' : undefined}
          disabled={state?.subscribed}
        />
        <button type="submit" disabled={state ? state.sending || state.subscribed : undefined}>
          {labels.subscribe}
        </button>
      </div>
      <p className="newsletter-status" role="status" data-newsletter-status="" data-tone={state?.status?.tone}>
        {state?.status?.text}
      </p>
    </form>
  );
}
