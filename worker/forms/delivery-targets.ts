import * as z from 'zod';
import type { FormId } from '../../core/forms/offered';
import type { SiteConfig } from '../../core/site-config';
import { createSiteContent } from '../content';
import { ContentApiError, ContentConfigError, ContentTransportError } from '../content/errors';
import type { Environment } from '../env';
import { secretName } from '../tenancy/site-secrets';
import { callProvider, type ProviderFetch } from './providers';

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
  /** Lower-cased; kept in this database only. */
  email: string;
  /** Everything the visitor sent except secrets (a join's password is only in its account). */
  payload: Record<string, unknown>;
  createdAt: string;
}

interface DeliveryJob {
  submission: StoredForm;
  config: SiteConfig;
  env: Env;
  environment: Environment;
  send: ProviderFetch;
  waitUntil(promise: Promise<unknown>): void;
}

/** One attempt's end: delivered (with what the provider said), worth retrying, or refused for good. */
export type AttemptResult = { outcome: 'delivered'; result: string; httpStatus?: number } | { outcome: 'retry' | 'failed'; detail: string; httpStatus?: number };

export type Deliver = (job: DeliveryJob) => Promise<AttemptResult>;

/** Providers each take this long at most per attempt; the queue retries the rest. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** Throttling, timeouts and server trouble pass; any other refusal will not change by itself. */
function byStatus(status: number, detail: string): AttemptResult {
  if (status >= 200 && status < 300) return { outcome: 'delivered', result: String(status), httpStatus: status };
  const passing = status === 408 || status === 425 || status === 429 || status >= 500;
  return { outcome: passing ? 'retry' : 'failed', detail, httpStatus: status };
}

/** The visitor's text field, or '' when the stored payload lacks it. */
function field(submission: StoredForm, name: string): string {
  const value = submission.payload[name];
  return typeof value === 'string' ? value : '';
}

// Newsletter sign-ups to a Mailchimp-compatible members API: POST {base}/lists/{list}/members with
// Basic auth (any user, the API key as password). Errors are problem documents; 'Member Exists'
// means the address is on the list already, which is what the visitor wanted.

const problemSchema = z.looseObject({ title: z.string().optional(), detail: z.string().optional() });

const deliverToList: Deliver = async ({ submission, config, environment, send }) => {
  const key = environment.secretsOf(submission.site).listApiKey;
  if (!key) return { outcome: 'failed', detail: `${secretName(submission.site, 'listApiKey')} is not set` };
  if (!config.newsletterListId) return { outcome: 'failed', detail: 'the site configures no newsletter list' };
  const url = `${config.forms.list.url.replace(/\/+$/, '')}/lists/${encodeURIComponent(config.newsletterListId)}/members`;
  const body = { email_address: submission.email, status: 'subscribed', language: field(submission, 'locale') || config.defaultLocale };
  const request = new Request(url, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`travel-guide:${key}`)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await callProvider(send, request, PROVIDER_TIMEOUT_MS);
  if (response.ok) return { outcome: 'delivered', result: 'subscribed', httpStatus: response.status };
  const problem = problemSchema.safeParse(await response.json().catch(() => null));
  const title = problem.success ? problem.data.title : undefined;
  if (response.status === 400 && title === 'Member Exists') return { outcome: 'delivered', result: 'existing_subscriber', httpStatus: 400 };
  return byStatus(response.status, `list answered ${response.status}${title ? ` ${title}` : ''}${problem.success && problem.data.detail ? `: ${problem.data.detail}` : ''}`);
};

// What staff read about a submission: plain text in English (staff language), the visitor as
// reply-to so answering reaches them. A join's password is never part of it.

/** The sender label and the unsubscribe group report mails belong to (docs/product/limits.md#email). */
const SENDER_LABEL = 'Travel Guide';
const REPORT_UNSUBSCRIBE_GROUP = 16287;

interface StaffMail {
  subject: string;
  text: string;
  replyTo: { email: string; name: string };
  unsubscribeGroup?: number;
}

const lines = (...parts: string[]) => parts.join('\n');

function visitorName(submission: StoredForm): string {
  return field(submission, 'name') || `${field(submission, 'firstName')} ${field(submission, 'lastName')}`.trim();
}

function body(submission: StoredForm): { subject: string; text: string; unsubscribeGroup?: number } {
  const name = visitorName(submission);
  const from = `From: ${name} <${submission.email}>`;
  const reference = `Submission ${submission.id}, received ${submission.createdAt}`;
  if (submission.form === 'report') {
    return {
      subject: `New report from ${name}`,
      text: lines('A visitor sent a report. It waits for review as an unpublished entry in the content service.', '', from, reference, '', field(submission, 'text')),
      unsubscribeGroup: REPORT_UNSUBSCRIBE_GROUP,
    };
  }
  if (submission.form === 'join') {
    return {
      subject: `New contributor: ${name}`,
      text: lines('A visitor joined to add places. Their account is in the site database; the password is kept only as a hash.', '', from, reference),
    };
  }
  const address = ['streetAddress', 'city', 'stateOrProvince', 'postalCode', 'country'].map((part) => field(submission, part));
  return {
    subject: `Guide order from ${name}`,
    text: lines('A visitor ordered a printed guide. Send it to:', '', name, address[0]!, `${address[1]}, ${address[2]} ${address[3]}`, address[4]!, '', from, reference),
  };
}

function staffMail(submission: StoredForm, config: Pick<SiteConfig, 'name'>): StaffMail {
  const { subject, ...rest } = body(submission);
  return { subject: `[${config.name}] ${subject}`, replyTo: { email: submission.email, name: visitorName(submission) }, ...rest };
}

// Staff notifications through a SendGrid v3 compatible mail send API: POST with a Bearer key,
// answered 202 without a body; errors list { message, field } items.

const errorsSchema = z.looseObject({ errors: z.array(z.looseObject({ message: z.string().optional(), field: z.string().nullish() })) });

const deliverStaffMail: Deliver = async ({ submission, config, environment, send }) => {
  const key = environment.secretsOf(submission.site).mailApiKey;
  if (!key) return { outcome: 'failed', detail: `${secretName(submission.site, 'mailApiKey')} is not set` };
  const mail = staffMail(submission, config);
  const message = {
    personalizations: [{ to: config.contact.recipients.map((email) => ({ email })) }],
    from: { email: config.contact.sender[0]!, name: SENDER_LABEL },
    reply_to: mail.replyTo,
    subject: mail.subject,
    content: [{ type: 'text/plain', value: mail.text }],
    // Lets staff trace a mail back to its row (and spot a duplicate sent after a lost answer).
    custom_args: { submission_id: submission.id },
    ...(mail.unsubscribeGroup ? { asm: { group_id: mail.unsubscribeGroup } } : {}),
  };
  const request = new Request(config.forms.mail.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
  const response = await callProvider(send, request, PROVIDER_TIMEOUT_MS);
  if (response.ok) return { outcome: 'delivered', result: response.headers.get('x-message-id') ?? 'sent', httpStatus: response.status };
  const problem = errorsSchema.safeParse(await response.json().catch(() => null));
  const detail = problem.success ? problem.data.errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.message ?? ''}`).join('; ') : '';
  return byStatus(response.status, `mail API answered ${response.status}${detail ? `: ${detail}` : ''}`);
};

// A report becomes an unpublished entry (phase 1) of the site's report type, created through the
// signed content API, so staff review it where they review all content. The reporter's email stays
// in the worker's database: the entry carries their name and text only (docs/product/forms.md#fields-and-rules).

const REVIEW_PHASE = 1;

const deliverReportEntry: Deliver = async ({ submission, config, env, environment, waitUntil }) => {
  const { types, elements } = config.ids;
  const content = createSiteContent({ env, environment, config, locale: config.defaultLocale, preview: false, waitUntil });
  const name = visitorName(submission);
  const entry = {
    title: `Report by ${name}`,
    phase: REVIEW_PHASE,
    types: [{ id: types.report }],
    elements: [{ id: elements.report, type: 'text', preferences: { iana_type: 'text/markdown' }, data: field(submission, 'text') }],
  };
  try {
    // The submission id as idempotency key: a retry after a lost answer gets the same entry back.
    const created = await content.createEntry(entry, submission.id);
    return { outcome: 'delivered', result: created.id };
  } catch (error) {
    if (error instanceof ContentApiError) return byStatus(error.status, error.message);
    if (error instanceof ContentTransportError) return { outcome: 'retry', detail: error.message };
    if (error instanceof ContentConfigError) return { outcome: 'failed', detail: error.message };
    throw error;
  }
};

/** Each target's one attempt at a stored submission. */
export const deliverers: Readonly<Record<DeliveryTarget, Deliver>> = { list: deliverToList, mail: deliverStaffMail, content: deliverReportEntry };
