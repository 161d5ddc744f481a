import { Hono } from 'hono';

const app = new Hono<{ Bindings: { DB: D1Database; PROJECT_KEYS: string; GEO_TOKENS: string; ADMIN_TOKEN: string } }>();

app.get('/healthz', (c) => c.json({ ok: true, service: 'content-service' }));

export default app;
