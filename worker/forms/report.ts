import { reportSchema } from '../../core/validation/schemas';
import { defineForm, thanks } from './define-form';
import { keepSubmission } from './keep-submission';

/**
 * POST /forms/report: a field or trail report behind a captcha. It becomes an unpublished entry for
 * staff review and a staff mail; the reporter's email stays in this worker's database.
 */
export const reportForm = defineForm({
  id: 'report',
  title: 'report.title',
  schema: reportSchema,
  multiline: ['text'],
  captchaToken: (data) => data.token,
  async accept(c, { text, firstName, lastName, email }) {
    const address = email.toLowerCase();
    await keepSubmission(c, 'report', address, { text, firstName, lastName, email: address });
    return thanks(c, 'report_received', 'report.thanks');
  },
});
