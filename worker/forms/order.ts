import { orderSchema } from '../../core/validation/schemas';
import { defineForm, thanks } from './define-form';
import { keepSubmission } from './keep-submission';

/** POST /forms/order: a printed guide to a postal address; staff hear of it by mail. */
export const orderForm = defineForm({
  id: 'order',
  title: 'menu.order',
  schema: orderSchema,
  async accept(c, order) {
    const address = order.email.toLowerCase();
    await keepSubmission(c, 'order', address, { ...order, email: address });
    return thanks(c, 'order_received', 'order.thanks');
  },
});
