// `npm start`: the whole product locally on http://localhost:8787 (every site as <site-id>.localhost)
// and the embedded content service on http://localhost:8788, in the foreground until Ctrl-C.
import { messageOf } from './lib/errors.mjs';
import { startStack } from './lib/stack.mjs';

const SITE_PORT = Number(process.env.PORT ?? 8787);
const CONTENT_PORT = Number(process.env.CONTENT_PORT ?? 8788);

let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('[stack] stopping');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  stack = await startStack({ sitePort: SITE_PORT, contentPort: CONTENT_PORT });
} catch (error) {
  console.error(`[stack] failed to start: ${messageOf(error)}`);
  process.exit(1);
}
const sample = stack.siteIds.slice(0, 3).map((id) => `  ${stack.originOf(id)}/`);
console.log(
  [
    '',
    `Sites:           ${stack.siteUrl}/ (islands) and http://<site-id>.localhost:${SITE_PORT}/, e.g.`,
    ...sample,
    `Content service: ${stack.contentUrl}/`,
    `Health:          curl -H 'Host: canal-trail.localhost' localhost:${SITE_PORT}/healthz`,
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
