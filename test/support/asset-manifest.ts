import { expect } from 'vitest';
import * as z from 'zod';

// The build's asset manifest as a browser could fetch it from a site: build.mjs writes it to
// dist/assets/manifest.json and the worker serves it like every built file. The shape here is what the
// tests expect of it, written apart from the worker's own reading of it (worker/render/assets.ts).

const servedManifestSchema = z.object({
  scripts: z.array(z.string().startsWith('/')),
  embedScripts: z.array(z.string().startsWith('/')),
  styles: z.array(z.string().startsWith('/')),
  chunks: z.record(z.string(), z.string().startsWith('/')),
});

export async function servedAssetManifest(get: (path: string) => Promise<Response>): Promise<z.infer<typeof servedManifestSchema>> {
  const res = await get('/assets/manifest.json');
  expect(res.status).toBe(200);
  return servedManifestSchema.parse(await res.json());
}
