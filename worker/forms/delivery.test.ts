import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteZone } from '../../test/support/worker-fetch';
import worker from '../index';
import { retrySql } from './operator-queries';
import { storeSubmission } from './store';
import { postForm, uniqueEmail } from '../../test/support/forms/post-form';
import { attemptsOf, deliveriesOf, settledDeliveries } from '../../test/support/forms/rows';
import { formsZone } from '../../test/support/forms/setup';
import { recorded, scriptFault } from '../../test/support/forms/stand-ins';

// Delivery through the real Queues binding as the vitest plugin runs it: the worker's own `queue`
// handler consumes what its form posts sent. FORM_RETRY_BASE_SECONDS is 0 here, so retries are quick.

let zone: SiteZone;
const subscribe = (email: string) => postForm(zone.host('canal-trail'), 'newsletter', { email });

beforeAll(async () => {
  zone = await formsZone('delivery', ['canal-trail']);
});

describe('form deliveries', () => {
  it('retries a list that fails three times, delivers once, and records every attempt', async () => {
    const email = uniqueEmail('outage');
    await scriptFault('list', email, 3);
    expect((await subscribe(email)).status).toBe(200);
    const [row] = await settledDeliveries(email);
    expect(row).toMatchObject({ status: 'delivered', attempts: 4, result: 'subscribed', last_error: null });
    expect(await attemptsOf(row!.id)).toEqual([
      { attempt: 1, outcome: 'retry', http_status: 503 },
      { attempt: 2, outcome: 'retry', http_status: 503 },
      { attempt: 3, outcome: 'retry', http_status: 503 },
      { attempt: 4, outcome: 'delivered', http_status: 200 },
    ]);
    const calls = await recorded('list', email);
    expect(calls.map((call) => call.status)).toEqual([503, 503, 503, 200]);
  });

  it('gives up at once on a refusal no retry can change, keeping the reason', async () => {
    const email = uniqueEmail('refused');
    await scriptFault('list', email, 1, 'refuse');
    await subscribe(email);
    const [row] = await settledDeliveries(email);
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row!.last_error).toContain('400 Invalid Resource');
    expect(await attemptsOf(row!.id)).toEqual([{ attempt: 1, outcome: 'failed', http_status: 400 }]);
  });

  it('ignores a repeated message for a delivery already made: idempotent by the row', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    const [row] = await settledDeliveries(email);
    await env.FORM_DELIVERIES.send({ delivery: row!.id });
    await env.FORM_DELIVERIES.send({ delivery: row!.id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await recorded('list', email)).toHaveLength(1);
    expect((await deliveriesOf(email))[0]!.attempts).toBe(1);
  });

  it('marks rows dead when their messages reach the dead-letter queue', async () => {
    const email = uniqueEmail('buried');
    const stored = await storeSubmission(env.DB, { site: 'canal-trail', form: 'newsletter', email, payload: { email, locale: 'en' }, targets: ['list'] });
    const row = { id: stored!.deliveries[0]! };
    // The queue moves a message to wrangler.toml's dead-letter queue after its last retry; the handler is called as the runtime would.
    const batch = createMessageBatch('travel-guide-form-deliveries-dead', [{ id: 'dead-1', timestamp: new Date(), body: { delivery: row!.id }, attempts: 1 }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).ackAll).toBe(true);
    expect((await deliveriesOf(email))[0]!.status).toBe('dead');
  });

  it('sends again, through the sweep, what forms:retry revives and what was never queued', async () => {
    const revivedEmail = uniqueEmail('revived');
    await scriptFault('list', revivedEmail, 1, 'refuse');
    await subscribe(revivedEmail);
    expect((await settledDeliveries(revivedEmail))[0]!.status).toBe('dead');
    const revived = await env.DB.prepare(retrySql('canal-trail')).all<{ id: string }>();
    expect(revived.results.map((r) => r.id)).toContain((await deliveriesOf(revivedEmail))[0]!.id);

    // Stored, but the queue never heard of it (the send failed after the write).
    const lostEmail = uniqueEmail('lost');
    const lost = await storeSubmission(env.DB, { site: 'canal-trail', form: 'newsletter', email: lostEmail, payload: { email: lostEmail, locale: 'en' }, targets: ['list'] });
    await env.DB.prepare("UPDATE deliveries SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").bind(lost!.deliveries[0]).run();

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await settledDeliveries(revivedEmail))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await settledDeliveries(lostEmail))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
