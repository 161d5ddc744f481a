export interface ErrorViewProps {
  status: number;
  title: string;
  message: string;
  home: { href: string; label: string };
}

/** The routed view of a 404 or 500 page, shown inside the site's own layout. */
export function ErrorView({ status, title, message, home }: ErrorViewProps) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
      <p className="error-status">{status}</p>
      <p>
        <a className="button" href={home.href}>
          {home.label}
        </a>
      </p>
    </section>
  );
}
