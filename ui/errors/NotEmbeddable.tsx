export interface NotEmbeddableProps {
  title: string;
  message: string;
  open: { href: string; label: string; newTab: string };
}

/** What a frame shows for a page that is not an embed: the reason, and a way to the page itself. */
export function NotEmbeddable({ title, message, open }: NotEmbeddableProps) {
  return (
    <section className="error-page" aria-labelledby="not-embeddable-title">
      <h1 id="not-embeddable-title">{title}</h1>
      <p>{message}</p>
      <p>
        <a className="button" href={open.href} target="_blank" rel="noopener noreferrer">
          {open.label}
          <span className="visually-hidden"> {open.newTab}</span>
        </a>
      </p>
    </section>
  );
}
