import type { SiteConfig } from '../core/site-config';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** What a file in sites/ holds: its own values, merged over defaults.ts and then validated. */
export type SiteFile = DeepPartial<SiteConfig> & Pick<SiteConfig, 'id' | 'name' | 'description' | 'hosts'>;
