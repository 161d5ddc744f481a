import * as z from 'zod';
import { secretName } from '../../tenancy/site-secrets';
import { callProvider } from '../providers';
import { SENDER_LABEL, staffMail } from './staff-mail';
import { byStatus, type Deliver, PROVIDER_TIMEOUT_MS } from './targets';

// Staff notifications through a SendGrid v3 compatible mail send API: POST with a Bearer key,
// answered 202 without a body; errors list { message, field } items.

const errorsSchema = z.looseObject({ errors: z.array(z.looseObject({ message: z.string().optional(), field: z.string().nullish() })) });

export const deliverStaffMail: Deliver = async ({ submission, config, environment, send }) => {
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
