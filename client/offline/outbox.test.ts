import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dropForm, drainOutbox, keepForm, keptForms } from './outbox';

/** A server that answers every post with `status` and `body`, and the posts it got. */
function server(status: number, body: unknown) {
  const posts: { url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init?.body)) });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetcher, posts };
}

/** One newsletter sign-up kept offline, sent through the outbox to a server answering `status` and `body`: what became of it. */
async function sendOne(status: number, body: unknown): Promise<'sent' | 'later'> {
  for (const form of await keptForms()) await dropForm(form.id);
  await keepForm({ action: '/forms/newsletter', body: { email: 'ana@example.com' }, captcha: false });
  const { fetcher, posts } = server(status, body);
  const sent = await drainOutbox(fetcher);
  expect(posts).toEqual([{ url: '/forms/newsletter', body: { email: 'ana@example.com' } }]);
  const left = await keptForms();
  expect(sent + left.length).toBe(1);
  return sent === 1 ? 'sent' : 'later';
}

describe('sending the outbox', () => {
  it('drops a form the server decided on, accepted or refused for good', async () => {
    expect(await sendOne(200, { ok: true })).toBe('sent');
    expect(await sendOne(400, { error: { id: 'form.invalid', field: 'email' } })).toBe('sent');
    expect(await sendOne(403, { error: { id: 'form.cross_site' } })).toBe('sent');
  });

  it('keeps it for another try after a token refusal, throttling or a server failure', async () => {
    expect(await sendOne(403, { error: { id: 'form.xsrf' } })).toBe('later');
    expect(await sendOne(429, undefined)).toBe('later');
    expect(await sendOne(503, undefined)).toBe('later');
  });
});
