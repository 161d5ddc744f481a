import { newsletterSchema } from '../../core/validation/schemas';
import { defineForm, thanks } from './define-form';
import { keepSubmission } from './keep-submission';

/** POST /forms/newsletter: an address once per site; the list provider hears of it through the queue. */
export const newsletterForm = defineForm({
  id: 'newsletter',
  title: 'newsletter.title',
  schema: newsletterSchema,
  async accept(c, { email }) {
    const address = email.toLowerCase();
    const added = await keepSubmission(c, 'newsletter', address, { email: address });
    return added ? thanks(c, 'subscribed', 'newsletter.thanks') : thanks(c, 'existing_subscriber', 'existing_subscriber');
  },
});
