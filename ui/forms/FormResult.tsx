export interface FormLink {
  href: string;
  label: string;
}

/** The line a hydrated form island shows about its post: sending, accepted, or refused. */
export interface FormStatus {
  text: string;
  tone: 'info' | 'success' | 'error';
}

export interface FormResultProps {
  heading: string;
  /** One line, or one per field the visitor must correct. */
  messages: readonly string[];
  tone: 'success' | 'error';
  /** Where to go next besides back (the log-in app after joining). */
  links?: readonly FormLink[];
  back: FormLink;
}

/** The answer page of a form posted without JavaScript: the outcome, and a way back. */
export function FormResult({ heading, messages, tone, links = [], back }: FormResultProps) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <section className={`form-result form-result-${tone}`} aria-labelledby="form-result-heading">
      <h1 id="form-result-heading">{heading}</h1>
      {messages.length === 1 ? (
        <p role={role}>{messages[0]}</p>
      ) : (
        <ul role={role}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {[...links, back].map((link) => (
        <p key={link.href}>
          <a href={link.href}>{link.label}</a>
        </p>
      ))}
    </section>
  );
}
