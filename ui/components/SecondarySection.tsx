import type { ReactNode } from 'react';

export interface SecondarySectionProps<T> {
  headingId: string;
  heading: string;
  items: T[];
  children: (items: T[]) => ReactNode;
}

/**
 * A secondary section of a detail page (contributions, nearby places, embeds), loaded beside the
 * view's own data. An empty one says nothing useful: it disappears instead of announcing "no items".
 */
export function SecondarySection<T>({ headingId, heading, items, children }: SecondarySectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <section className="deferred" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children(items)}
    </section>
  );
}
