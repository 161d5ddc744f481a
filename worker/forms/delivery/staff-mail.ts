import type { SiteConfig } from '../../../core/site-config';
import { field, type StoredForm } from './targets';

// What staff read about a submission: plain text in English (staff language), the visitor as
// reply-to so answering reaches them. A join's password is never part of it.

/** The sender label and the unsubscribe group report mails belong to (docs/product/limits.md#email). */
export const SENDER_LABEL = 'Travel Guide';
const REPORT_UNSUBSCRIBE_GROUP = 16287;

export interface StaffMail {
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

export function staffMail(submission: StoredForm, config: Pick<SiteConfig, 'name'>): StaffMail {
  const { subject, ...rest } = body(submission);
  return { subject: `[${config.name}] ${subject}`, replyTo: { email: submission.email, name: visitorName(submission) }, ...rest };
}
