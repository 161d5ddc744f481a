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

export interface StandaloneErrorPageProps {
  status: number;
  title: string;
  message: string;
}

/**
 * The page for answers that have no site to theme them: an unknown host or a broken host record.
 * Self-contained (no stylesheet, no script) because it is sent before anything site-specific is known.
 */
export function StandaloneErrorPage({ status, title, message }: StandaloneErrorPageProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Travel Guide`}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{message}</p>
          <p>
            <small>Error {status}</small>
          </p>
        </main>
      </body>
    </html>
  );
}
