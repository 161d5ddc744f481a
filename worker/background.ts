import { errorMessage } from '../core/error-message';
import { log } from './ops/log';

/** What keeps work alive past the answer: the request's ExecutionContext, or anything shaped like it. */
export interface Background {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Work the answer does not wait for (cache writes, refreshes). Its failure is a log line under `event`,
 * never an unhandled rejection: the visitor already has an answer and only the operator can act.
 */
export function inBackground(background: Background, event: string, work: Promise<unknown>, fields: Record<string, unknown> = {}): void {
  background.waitUntil(work.catch((error: unknown) => log('warn', event, { ...fields, message: errorMessage(error) })));
}
