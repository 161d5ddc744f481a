// Synthetic entries in batches: each batch is generated, validated and written (one D1 batch, one
// transaction), then dropped, so memory stays at one batch whatever N is.

const BATCH = 500;

/**
 * @param {import('@cloudflare/workers-types/index.ts').D1Database} db
 * @param {{ syntheticExport: Function, importExport: Function }} operations
 * @param {{ project: string, today: string, count: number, batch?: number, onBatch?: (done: number) => void }} options
 */
export async function seedScale(db, { syntheticExport, importExport }, { project, today, count, batch = BATCH, onBatch = () => {} }) {
  for (let from = 0; from < count; from += batch) {
    const file = syntheticExport(project, today, from, Math.min(batch, count - from));
    // The option definitions travel once; later batches carry entries only.
    if (from > 0) file.elements = [];
    await importExport(db, project, file, { now: new Date(`${today}T12:00:00Z`) });
    onBatch(Math.min(from + batch, count));
  }
}
