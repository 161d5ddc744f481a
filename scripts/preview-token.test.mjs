import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'preview-token-'));

async function previewToken(args, devVars) {
  try {
    const { stdout } = await run(process.execPath, ['scripts/preview-token.mjs', ...args], { env: { ...process.env, TRAVEL_GUIDE_DEV_VARS: devVars } });
    return { code: 0, stdout: stdout.trim(), stderr: '' };
  } catch (thrown) {
    // execFile's rejection: the exit code and what the script printed.
    const error = /** @type {{ code: number, stdout: string, stderr: string }} */ (thrown);
    return { code: error.code, stdout: error.stdout.trim(), stderr: error.stderr.trim() };
  }
}

describe('npm run preview:token', () => {
  it('prints a local preview URL whose token is signed with the site key, bound to the site, for one hour', async () => {
    const file = join(dir, 'dev.vars');
    writeFileSync(file, "# dev-secrets seed: 00000000000000000000\nSITE_CANAL_TRAIL_PREVIEW_KEY='local-preview-key'\n");
    const { code, stdout } = await previewToken(['canal-trail', '/trails'], file);
    expect(code).toBe(0);
    const url = new URL(stdout);
    expect(url.origin + url.pathname).toBe('http://canal-trail.localhost:8787/trails');
    expect(url.searchParams.get('preview')).toBe('true');
    const { payload } = await jwtVerify(url.searchParams.get('preview_token') ?? '', new TextEncoder().encode('local-preview-key'), { audience: 'canal-trail', algorithms: ['HS256'] });
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('tells the user to run npm start when the key is missing', async () => {
    const result = await previewToken(['islands'], join(dir, 'absent.vars'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Run `npm start` first');
  });

  it('refuses unknown sites and a missing site id', async () => {
    const unknown = await previewToken(['atlantis'], join(dir, 'absent.vars'));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown site id "atlantis"');
    const none = await previewToken([], join(dir, 'absent.vars'));
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Usage: npm run preview:token -- <site-id> [path]');
  });
});
