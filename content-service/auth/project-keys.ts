import * as z from 'zod';
import { firstIssue } from '../../core/first-issue';

const projectKeysSchema = z.record(
  z.string(),
  z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1), token: z.string().min(1).optional() }),
);
export type ProjectKeys = z.infer<typeof projectKeysSchema>;

const geoTokensSchema = z.array(z.string().min(1));

let keysMemo: { raw: string; value: ProjectKeys } | undefined;
let tokensMemo: { raw: string; value: ReadonlySet<string> } | undefined;

function parseJson<T>(raw: string, schema: z.ZodType<T>, name: string): T {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const { path, message } = firstIssue(result.error);
    throw new Error(`${name}.${path}: ${message}`);
  }
  return result.data;
}

/** Secrets never change within an isolate's life, but tests may rebind them: memoise by raw value. */
export function projectKeys(raw: string | undefined): ProjectKeys {
  const text = raw ?? '{}';
  if (keysMemo?.raw !== text) keysMemo = { raw: text, value: parseJson(text, projectKeysSchema, 'PROJECT_KEYS') };
  return keysMemo.value;
}

export function geoTokens(raw: string | undefined): ReadonlySet<string> {
  const text = raw ?? '[]';
  if (tokensMemo?.raw !== text) tokensMemo = { raw: text, value: new Set(parseJson(text, geoTokensSchema, 'GEO_TOKENS')) };
  return tokensMemo.value;
}
