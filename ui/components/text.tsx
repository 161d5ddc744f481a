import { createContext, type ReactNode, useContext } from 'react';

/** Interface strings come from core/i18n through the loader, so components stay free of locale plumbing. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

const TextContext = createContext<Translate>((key) => key);

export function TextProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <TextContext value={t}>{children}</TextContext>;
}

export function useText(): Translate {
  return useContext(TextContext);
}
