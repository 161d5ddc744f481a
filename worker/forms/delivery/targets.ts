import type { FormId } from '../../../core/forms/offered';
import type { SiteConfig } from '../../../core/site-config';
import type { Environment } from '../../env';
import type { ProviderFetch } from '../providers';

// Where a stored submission goes after the visitor's answer: the newsletter list, the staff's
// mailbox, the content service. Each target is one delivery row and one queue message.

export type DeliveryTarget = 'list' | 'mail' | 'content';

export const targetsOf: Record<FormId, readonly DeliveryTarget[]> = {
  newsletter: ['list'],
  report: ['content', 'mail'],
  join: ['mail'],
  order: ['mail'],
};

export interface StoredForm {
  id: string;
  site: string;
  form: FormId;
  email: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface DeliveryJob {
  submission: StoredForm;
  config: SiteConfig;
  env: Env;
  environment: Environment;
  send: ProviderFetch;
  waitUntil(promise: Promise<unknown>): void;
}

/** One attempt's end: delivered (with what the provider said), worth retrying, or refused for good. */
export type AttemptResult =
  | { outcome: 'delivered'; result: string; httpStatus?: number }
  | { outcome: 'retry' | 'failed'; detail: string; httpStatus?: number };

export type Deliver = (job: DeliveryJob) => Promise<AttemptResult>;

/** Providers each take this long at most per attempt; the queue retries the rest. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Throttling, timeouts and server trouble pass; any other refusal will not change by itself. */
export function byStatus(status: number, detail: string): AttemptResult {
  if (status >= 200 && status < 300) return { outcome: 'delivered', result: String(status), httpStatus: status };
  const passing = status === 408 || status === 425 || status === 429 || status >= 500;
  return { outcome: passing ? 'retry' : 'failed', detail, httpStatus: status };
}

/** The visitor's text field, or '' when the stored payload lacks it. */
export function field(submission: StoredForm, name: string): string {
  const value = submission.payload[name];
  return typeof value === 'string' ? value : '';
}
