import type { SafeHtml } from './models';

/** The one place content markup enters a page; SafeHtml is only produced by core/markdown's sanitizer. */
export function RichText({ html, className = 'prose' }: { html: SafeHtml | undefined; className?: string }) {
  if (!html || html.__html === '') return null;
  return <div className={className} dangerouslySetInnerHTML={html} />;
}
