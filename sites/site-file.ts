import type { SiteConfig } from '../core/site-config';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** What a file in sites/ holds: only what differs from defaultsFor(its id), merged over them and then validated. */
export type SiteFile = DeepPartial<SiteConfig> & Pick<SiteConfig, 'id' | 'name' | 'description'>;
