// Applies the service's D1 migrations when missing, recording them in wrangler's own `d1_migrations`
// table so `wrangler d1 migrations apply` and this runner agree about what is applied.

export interface Migration {
  name: string;
  queries: string[];
}

const ensured = new WeakMap<D1Database, Promise<void>>();

async function apply(db: D1Database, migrations: readonly Migration[]): Promise<void> {
  await db.prepare('CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)').run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const applied = new Set(results.map((r) => r.name));
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.batch([...migration.queries.map((q) => db.prepare(q)), db.prepare('INSERT OR IGNORE INTO d1_migrations (name) VALUES (?)').bind(migration.name)]);
  }
}

/** Once per isolate and database; a failed attempt is forgotten so the next call retries. */
export function ensureMigrated(db: D1Database, migrations: readonly Migration[]): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = apply(db, migrations).catch((error: unknown) => {
      ensured.delete(db);
      throw error;
    });
    ensured.set(db, done);
  }
  return done;
}
