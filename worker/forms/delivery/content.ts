import { createSiteContent } from '../../content';
import { ContentApiError, ContentConfigError, ContentTransportError } from '../../content/errors';
import { byStatus, type Deliver, field } from './targets';

// A report becomes an unpublished entry (phase 1) of the site's report type, created through the
// signed content API, so staff review it where they review all content. The reporter's email stays
// in the worker's database: the entry carries their name and text only (docs/product/forms.md#fields-and-rules).

const REVIEW_PHASE = 1;

export const deliverReportEntry: Deliver = async ({ submission, config, env, environment, waitUntil }) => {
  const { types, elements } = config.ids;
  const content = createSiteContent({ env, environment, config, locale: config.defaultLocale, preview: false, waitUntil });
  const name = `${field(submission, 'firstName')} ${field(submission, 'lastName')}`.trim();
  const entry = {
    title: `Report by ${name}`,
    phase: REVIEW_PHASE,
    types: [{ id: types.report }],
    elements: [{ id: elements.report, type: 'text', preferences: { iana_type: 'text/markdown' }, data: field(submission, 'text') }],
  };
  try {
    // The submission id as idempotency key: a retry after a lost answer gets the same entry back.
    const created = await content.createEntry(entry, submission.id);
    return { outcome: 'delivered', result: created.id };
  } catch (error) {
    if (error instanceof ContentApiError) return byStatus(error.status, error.message);
    if (error instanceof ContentTransportError) return { outcome: 'retry', detail: error.message };
    if (error instanceof ContentConfigError) return { outcome: 'failed', detail: error.message };
    throw error;
  }
};
