import { elebaseAuthorization, sign, signatureTime } from '../../../core/content-signature';

// Helpers for this service's own tests: signed requests with the test keys from PROJECT_KEYS.

export interface ProjectCredentials {
  publicKey: string;
  privateKey: string;
  token?: string;
}

export function credentialsOf(projectKeysJson: string, project: string): ProjectCredentials {
  const all = JSON.parse(projectKeysJson) as Record<string, ProjectCredentials>;
  const found = all[project];
  if (!found) throw new Error(`No test keys for project ${project}`);
  return found;
}

export async function signedHeaders(credentials: ProjectCredentials, options: { body?: unknown; nowMs?: number; user?: string } = {}): Promise<Record<string, string>> {
  const time = signatureTime(options.nowMs);
  const signature = await sign(credentials.privateKey, options.body, time);
  return { Authorization: elebaseAuthorization({ publicKey: credentials.publicKey, signature, time, user: options.user }) };
}
