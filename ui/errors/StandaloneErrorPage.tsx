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
