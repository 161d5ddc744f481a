/// <reference types="node" />
// The Nu HTML checker (npm vnu-jar) on the system Java, run once over a directory of saved pages.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../../scripts/lib/import-ts.mjs';

const VNU_JAR = join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Errors per file as readable lines; throws when the checker itself could not run. */
export function vnuErrors(dir: string): string[] {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  if (result.error) throw new Error(`could not run the Nu HTML checker (java -jar vnu.jar): ${result.error.message}`);
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`the Nu HTML checker gave no JSON (exit ${result.status}):\n${(result.stderr || result.stdout).slice(0, 2000)}`);
  }
  return messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map((m) => `${(m.url ?? '').replace(/^file:.*\//, '')}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`);
}
