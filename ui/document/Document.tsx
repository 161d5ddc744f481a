import type { ReactNode } from 'react';
import type { HeadProps } from './head-meta';
import { formatsOf } from '../../core/i18n/locales';

export interface DocumentProps {
  head: HeadProps;
  children: ReactNode;
  /** Embeds get a bare body class so the shared stylesheet drops page chrome spacing. */
  bare?: boolean;
}

export function Document({ head, children, bare }: DocumentProps) {
  return (
    <html lang={head.locale}>
      <Head {...head} />
      <body className={bare ? 'is-bare' : undefined}>{children}</body>
    </html>
  );
}

/** The Google tag and the site's own file that starts it with the id (no inline script under the CSP). */
function AnalyticsTag({ id }: { id: string }) {
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      <script async src="/assets/analytics.js" data-analytics-id={id} />
    </>
  );
}

/** Everything in <head>: no inline script or style (the CSP forbids both); JSON-LD is data. */
function Head(props: HeadProps) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{props.title}</title>
      {props.description ? <meta name="description" content={props.description} /> : null}
      <link rel="canonical" href={props.canonical} />
      {props.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {props.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta name="theme-color" content={props.themeColor} />
      <link rel="icon" href={props.icon} />
      <link rel="manifest" href={props.manifest} />
      {props.oembed ? <link rel="alternate" type="application/json+oembed" href={props.oembed} title={props.title} /> : null}
      {props.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {props.scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
      {props.analyticsId ? <AnalyticsTag id={props.analyticsId} /> : null}
      <meta property="og:type" content={props.ogType} />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:title" content={props.title} />
      {props.description ? <meta property="og:description" content={props.description} /> : null}
      <meta property="og:url" content={props.canonical} />
      <meta property="og:locale" content={formatsOf(props.locale).openGraph} />
      <meta property="og:image" content={props.card.url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(props.card.width)} />
      <meta property="og:image:height" content={String(props.card.height)} />
      <meta property="og:image:alt" content={props.card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.title} />
      {props.description ? <meta name="twitter:description" content={props.description} /> : null}
      <meta name="twitter:image" content={props.card.url} />
      <meta name="twitter:image:alt" content={props.card.alt} />
      {props.jsonLd.map((json) => (
        // Data, not script: the CSP's script-src does not apply to it, and the JSON is escaped for the element.
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </head>
  );
}
