#!/usr/bin/env node
// npm run forms:export -- <site-id> [--form report] [--since 2026-11-01] [--format csv|json] [--remote]
// npm run forms:retry [-- <site-id>] [--remote]
import { messageOf } from './lib/errors.mjs';
import { run, UsageError } from './lib/forms-admin.mjs';

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof UsageError ? `error: ${error.message}` : messageOf(error));
  process.exit(error instanceof UsageError ? 2 : 1);
}
