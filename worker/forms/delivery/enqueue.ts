import { log } from '../../ops/log';
import type { DeliveryMessage } from './consume';
import { errorMessage } from '../../../core/error-message';

/**
 * Announces stored deliveries to the queue. The rows are already written, so a failed send costs
 * only time: the relay finds them on its next sweep.
 */
export async function enqueueDeliveries(queue: Queue, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await queue.sendBatch(ids.map((delivery) => ({ body: { delivery } satisfies DeliveryMessage })));
  } catch (error) {
    log('warn', 'forms.enqueue_failed', { deliveries: ids, message: errorMessage(error) });
  }
}
