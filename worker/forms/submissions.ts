/** Stores a submission before anything that can fail runs, so nothing a visitor sent is lost. */
export async function storeSubmission(db: D1Database, site: string, form: string, payload: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.prepare('INSERT INTO submissions (id, site, form, payload) VALUES (?, ?, ?, ?)').bind(id, site, form, JSON.stringify(payload)),
    db.prepare('INSERT INTO outbox (id, submission_id, kind) VALUES (?, ?, ?)').bind(crypto.randomUUID(), id, form),
  ]);
  return id;
}

/** True when this site already holds an accepted newsletter submission for the address. */
export async function isSubscribed(db: D1Database, site: string, email: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS hit FROM submissions WHERE site = ? AND form = 'newsletter' AND json_extract(payload, '$.email') = ? LIMIT 1")
    .bind(site, email)
    .first<{ hit: number }>();
  return row !== null;
}
