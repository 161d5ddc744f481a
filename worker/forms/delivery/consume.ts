import * as z from 'zod';
import { log } from '../../ops/log';
import { attemptDelivery } from './attempt';
import { markDead } from './deliveries';

// The site worker consumes its own delivery queue. A message names a delivery row and nothing else:
// no visitor data travels through the queue, and the row decides whether work is left.

/** wrangler.toml's dead-letter queue: messages out of retries arrive here. */
export const DEAD_LETTER_QUEUE = 'travel-guide-form-deliveries-dead';

const deliveryMessageSchema = z.object({ delivery: z.uuid() });
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

function deliveryOf(message: Message<unknown>): string | undefined {
  const parsed = deliveryMessageSchema.safeParse(message.body);
  if (!parsed.success) log('error', 'forms.message_unreadable', { id: message.id });
  return parsed.success ? parsed.data.delivery : undefined;
}

export async function consumeDeliveries(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) {
    const ids = batch.messages.map(deliveryOf).filter((id): id is string => id !== undefined);
    await markDead(env.DB, ids, Date.now());
    log('error', 'forms.dead_letters', { deliveries: ids });
    batch.ackAll();
    return;
  }
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = deliveryOf(message);
      if (!id) return message.ack();
      const settlement = await attemptDelivery(env, ctx, id, message.attempts);
      if (settlement.settle === 'ack') message.ack();
      else message.retry({ delaySeconds: settlement.delaySeconds });
    }),
  );
}
