import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureStartup } from './startup-time.mjs';

const compatibility = { compatibilityDate: '2026-08-20', compatibilityFlags: ['nodejs_compat'] };
const dir = mkdtempSync(join(tmpdir(), 'startup-time-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('start-up time', () => {
  it("counts a bundle's top-level work, in workerd, and next to nothing for a module that does none", async () => {
    // Top-level work the optimizer cannot drop: about 100 ms of CPU on this machine.
    const busy = script('busy.js', 'let h = 0; for (let i = 0; i < 4e6; i++) h = (h * 31 + (i % 7)) | 0;\nexport default { fetch: () => new Response(String(h)) };');
    const idle = script('idle.js', 'export default { fetch: () => new Response("idle") };');
    const [busyStart, idleStart] = [await measureStartup(busy, compatibility, 2), await measureStartup(idle, compatibility, 2)];
    expect(busyStart.cpuMs).toBeGreaterThanOrEqual(40);
    expect(idleStart.cpuMs).toBeLessThan(20);
    expect(busyStart.runs).toBe(2);
    // The median of the runs, in whole ms.
    for (const figure of [busyStart.wallMs, busyStart.cpuMs, idleStart.wallMs, idleStart.cpuMs]) expect(Number.isInteger(figure)).toBe(true);
  });

  it('names what failed when the bundle throws while it starts', async () => {
    const broken = script('broken.js', 'throw new Error("top-level failure");');
    await expect(measureStartup(broken, compatibility, 1)).rejects.toThrow(/\/bundle answered 500/);
  });
});
