import { describe, expect, it } from 'vitest';
import { deployPlan, shellLine } from './deploy-plan.mjs';

const sites = [
  { id: 'canal-trail', hosts: { production: 'canal-trail.example', staging: 'canal-trail.staging.example' } },
  { id: 'islands', hosts: { production: 'islands.example', staging: 'islands.staging.example' } },
];
const plan = deployPlan({ sites, secretNames: (id) => [`SITE_${id.toUpperCase().replace(/-/g, '_')}_PREVIEW_KEY`], persistTo: '/tmp/rehearsal' });

describe('deploy plan', () => {
  it('creates every binding wrangler.toml names before deploying', () => {
    const commands = plan.map((step) => shellLine(step.command));
    const deploy = commands.indexOf('wrangler deploy');
    for (const create of [
      'wrangler kv namespace create HOSTS',
      'wrangler kv namespace create CACHE_GENERATIONS',
      'wrangler d1 create travel-guide',
      'wrangler queues create travel-guide-form-deliveries',
      'wrangler queues create travel-guide-form-deliveries-dead',
    ]) {
      expect(commands.indexOf(create), create).toBeGreaterThanOrEqual(0);
      expect(commands.indexOf(create)).toBeLessThan(deploy);
    }
  });

  it("sets each site's secrets, its custom hostname and both its stages' host records", () => {
    const commands = plan.map((step) => shellLine(step.command));
    expect(commands).toContain('wrangler secret put SITE_CANAL_TRAIL_PREVIEW_KEY');
    expect(commands.filter((line) => line.includes('custom_hostnames'))).toHaveLength(2);
    expect(commands).toContain('npm run site:register -- islands.staging.example islands --stage staging --remote');
  });

  it('rehearses only locally: dry runs, local stores, never --remote', () => {
    const rehearsals = plan.flatMap((step) => (step.rehearsal ? [step.rehearsal] : []));
    expect(rehearsals.length).toBeGreaterThan(5);
    for (const rehearsal of rehearsals) expect(rehearsal).not.toContain('--remote');
    expect(plan.filter((step) => step.command[0] === 'wrangler' && step.command[1] === 'deploy').every((step) => step.rehearsal?.includes('--dry-run'))).toBe(true);
  });

  it('quotes what a shell would split', () => {
    expect(shellLine(['curl', '--data', '{"a": 1}'])).toBe(`curl --data '{"a": 1}'`);
  });
});
