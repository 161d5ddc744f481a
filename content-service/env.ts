import type { Migration } from './import/migrate';

export interface ServiceBindings {
  DB: D1Database;
  /** JSON {"<project>": {"publicKey", "privateKey", "token"}} */
  PROJECT_KEYS: string;
  /** JSON array of accepted geo API tokens */
  GEO_TOKENS: string;
  ADMIN_TOKEN: string;
  /** Present in tests: the service applies them itself before an admin import. */
  TEST_MIGRATIONS?: Migration[];
}

export interface ServiceEnv {
  Bindings: ServiceBindings;
  /** `body`: a write's JSON body, parsed once where its signature is checked. */
  Variables: { project: string; locale: string; body: unknown };
}
