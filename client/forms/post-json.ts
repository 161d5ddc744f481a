import { readXsrfCookie, XSRF_HEADER } from '../../core/forms/xsrf';
import { keepForLater } from '../offline/keep-offline';
import { isXsrfRefusal } from '../offline/outbox';

async function postOnce(action: string, body: Record<string, string>): Promise<unknown> {
  // The double-submit token: the server's cookie echoed in a header, which no other site can set.
  const token = readXsrfCookie(document.cookie);
  const res = await fetch(action, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * A form island's post: JSON with the XSRF header. The token refusal comes with a fresh cookie, so it
 * is tried once more with that. The answer's JSON, or undefined when none could be read. Without a
 * network (fetch itself fails) the form is kept on the device to be sent later, and that is the answer.
 * Part of the page-wide script, lent to the islands (client/islands/context.ts).
 */
export async function postJson(action: string, body: Record<string, string>): Promise<unknown> {
  try {
    const answer = await postOnce(action, body);
    return isXsrfRefusal(answer) ? await postOnce(action, body) : answer;
  } catch (error) {
    return error instanceof TypeError ? keepForLater(action, body) : undefined;
  }
}
