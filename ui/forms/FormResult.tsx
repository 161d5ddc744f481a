export interface FormResultProps {
  heading: string;
  message: string;
  tone: 'success' | 'error';
  back: { href: string; label: string };
}

/** The answer page of a form posted without JavaScript: the outcome, and a way back. */
export function FormResult({ heading, message, tone, back }: FormResultProps) {
  return (
    <section className={`form-result form-result-${tone}`} aria-labelledby="form-result-heading">
      <h1 id="form-result-heading">{heading}</h1>
      <p role={tone === 'error' ? 'alert' : 'status'}>{message}</p>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </section>
  );
}
