import { type ReactNode, Suspense, use } from 'react';
import { useText } from './text';

export interface DeferredSectionProps<T> {
  headingId: string;
  heading: string;
  items: Promise<T[]>;
  children: (items: T[]) => ReactNode;
}

function Resolved<T>({ headingId, heading, items, children }: DeferredSectionProps<T>) {
  const list = use(items);
  // An empty secondary section says nothing useful: it disappears instead of announcing "no items".
  if (list.length === 0) return null;
  return (
    <section className="deferred" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children(list)}
    </section>
  );
}

/**
 * A secondary section that streams in after the shell. While it loads, a placeholder with the same
 * heading holds its place; the placeholder carries no ids, because the streamed markup sits in the
 * document beside it until React swaps them.
 */
export function DeferredSection<T>(props: DeferredSectionProps<T>) {
  const t = useText();
  return (
    <Suspense
      fallback={
        <section className="deferred">
          <h2>{props.heading}</h2>
          <p className="loading" role="status">
            {t('layout.loading')}
          </p>
        </section>
      }
    >
      <Resolved {...props} />
    </Suspense>
  );
}
