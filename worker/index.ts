import { createApp } from './app';
import { consumeDeliveries, relayDeliveries } from './forms/delivery-queue';

const app = createApp();

/**
 * The site worker: HTTP through the app, form deliveries through its own queue, and a sweep that
 * re-queues deliveries whose message was lost (wrangler.toml [triggers]).
 */
export default {
  fetch: app.fetch,
  queue: consumeDeliveries,
  scheduled: (_controller, env, ctx) => ctx.waitUntil(relayDeliveries(env)),
} satisfies ExportedHandler<Env>;
