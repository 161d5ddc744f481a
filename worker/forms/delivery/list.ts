import * as z from 'zod';
import { secretName } from '../../tenancy/site-secrets';
import { callProvider } from '../providers';
import { byStatus, type Deliver, field, PROVIDER_TIMEOUT_MS } from './targets';

// Newsletter sign-ups to a Mailchimp-compatible members API: POST {base}/lists/{list}/members with
// Basic auth (any user, the API key as password). Errors are problem documents; 'Member Exists'
// means the address is on the list already, which is what the visitor wanted.

const problemSchema = z.looseObject({ title: z.string().optional(), detail: z.string().optional() });

export const deliverToList: Deliver = async ({ submission, config, environment, send }) => {
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
