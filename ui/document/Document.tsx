import type { ReactNode } from 'react';
import { Head } from './Head';
import type { HeadProps } from './head-meta';

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
