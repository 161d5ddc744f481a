import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { storeSubmission } from './store';
import { uniqueEmail } from '../../test/support/forms/post-form';
import { formsZone } from '../../test/support/forms/setup';
import { scriptFault } from '../../test/support/forms/stand-ins';

// The backoff through the worker's `queue` handler: it is given a message at its n-th attempt for a
// delivery whose provider fails (503), and hands it back for a later try. The tests' own
// FORM_RETRY_BASE_SECONDS is 0; here the deployed base of 30 s is set on the env the handler gets.

const QUEUE = 'travel-guide-form-deliveries';
let delivery: string;

beforeAll(async () => {
  await formsZone('delivery-backoff', ['canal-trail']);
  const email = uniqueEmail('backoff');
  const stored = await storeSubmission(env.DB, { site: 'canal-trail', form: 'newsletter', email, payload: { email, locale: 'en' }, targets: ['list'] });
  delivery = stored!.deliveries[0]!;
  await scriptFault('list', email, 100);
});

/**
 * The delay after the message's `attempts`-th try fails: the handler hands the message back to the
 * queue and sets the row's next attempt that far after this one (the test pool's queue result does
 * not carry the delay itself).
 */
async function delayAfter(attempts: number, baseSeconds = '30'): Promise<number> {
  const batch = createMessageBatch(QUEUE, [{ id: `attempt-${attempts}`, timestamp: new Date(), body: { delivery }, attempts }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, FORM_RETRY_BASE_SECONDS: baseSeconds }, ctx);
  expect((await getQueueResult(batch, ctx)).retryMessages.map((message) => message.msgId)).toEqual([`attempt-${attempts}`]);
  const row = await env.DB.prepare('SELECT updated_at, next_attempt_at FROM deliveries WHERE id = ?').bind(delivery).first<{ updated_at: string; next_attempt_at: string }>();
  return (Date.parse(row!.next_attempt_at) - Date.parse(row!.updated_at)) / 1000;
}

describe('retry backoff', () => {
  it('doubles from the base with each failed attempt, capped at an hour', async () => {
    const delays: number[] = [];
    for (const attempt of [1, 2, 3, 4, 5]) delays.push(await delayAfter(attempt));
    expect(delays).toEqual([30, 60, 120, 240, 480]);
    expect(await delayAfter(8)).toBe(3600);
    expect(await delayAfter(40)).toBe(3600);
    expect(await delayAfter(3, '0')).toBe(0);
  });

  it('tolerates about four hours of outage over the ten retries wrangler.toml allows', async () => {
    let total = 0;
    for (let attempt = 1; attempt <= 10; attempt++) total += await delayAfter(attempt);
    expect(total / 3600).toBeGreaterThan(4);
  });
});
