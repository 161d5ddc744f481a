#!/usr/bin/env node
// npm run site:register -- <hostname> <site-id> [--stage staging] [--remote]
// npm run site:list [-- --remote]      npm run site:unregister -- <hostname> [--remote]
import { messageOf } from './lib/errors.mjs';
import { UsageError, run } from './lib/site-admin.mjs';

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof UsageError ? `error: ${error.message}` : messageOf(error));
  process.exit(error instanceof UsageError ? 2 : 1);
}
