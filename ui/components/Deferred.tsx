import { type ReactNode, Suspense } from 'react';
import { useText } from './text';

export interface DeferredSectionProps {
  headingId: string;
  heading: string;
  children: ReactNode;
}

/**
 * A secondary section that streams in after the shell. The heading is outside the boundary so the
 * outline is stable; only the content waits.
 */
export function DeferredSection({ headingId, heading, children }: DeferredSectionProps) {
  const t = useText();
  return (
    <section className="deferred" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Suspense
        fallback={
          <p className="loading" role="status">
            {t('layout.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </section>
  );
}
