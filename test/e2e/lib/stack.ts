import { inject } from 'vitest';

/** What the global setup hands to the browser test files. */
export interface E2eStack {
  sitePort: number;
  siteUrl: string;
  contentUrl: string;
  /** The form providers' recording stand-ins (stand-ins/form-providers): `/_stand-in/requests` lists their calls. */
  providersUrl: string;
  persistDir: string;
  siteIds: string[];
}

/** The running stack; fails loudly when a file runs without the global setup having started it. */
export function e2eStack(): E2eStack {
  const stack = inject('e2eStack');
  if (!stack) throw new Error('The e2e stack is not running: run browser tests through vitest (the node project starts it in test/e2e/global-setup.ts)');
  return stack;
}

/** A site's own origin on the stack: <site>.localhost resolves to loopback inside the test browser. */
export function originOf(stack: E2eStack, siteId: string): string {
  return `http://${siteId}.localhost:${stack.sitePort}`;
}
