// A SendGrid v3 compatible mail send: POST /v3/mail/send with a Bearer key; 202 with no body and an
// X-Message-Id, or 400/401 with { errors: [{ message, field, help }] }.

interface MailSend {
  personalizations?: { to?: { email?: string }[] }[];
  from?: { email?: string };
  subject?: string;
  content?: { type?: string; value?: string }[];
}

const failure = (status: number, message: string, field: string | null) => ({ status, body: { errors: [{ message, field, help: null }] } });

export async function sendMail(request: Request): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? '')) return failure(401, 'The provided authorization grant is invalid, expired, or revoked', null);
  const mail = (await request.json().catch(() => null)) as MailSend | null;
  if (!mail?.personalizations?.[0]?.to?.length) return failure(400, 'The personalizations field is required and must have at least one personalization.', 'personalizations');
  if (!mail.from?.email) return failure(400, 'The from object must be provided for every email send.', 'from.email');
  if (!mail.subject) return failure(400, 'The subject is required.', 'subject');
  if (!mail.content?.[0]?.value) return failure(400, 'The content value must be a string at least one character in length.', 'content.0.value');
  return { status: 202, body: null, headers: { 'X-Message-Id': crypto.randomUUID() } };
}
