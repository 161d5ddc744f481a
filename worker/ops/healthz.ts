import type { Context } from 'hono';
import type { AppEnv } from '../env';

export function healthz(c: Context<AppEnv>) {
  const site = c.get('site');
  return c.json(
    { ok: true, site: site.config.id, stage: site.stage, host: site.host, version: c.var.environment.buildVersion },
    200,
    { 'Cache-Control': 'no-store' },
  );
}
