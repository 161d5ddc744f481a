import type { Context } from 'hono';
import { type FormId, isFormId, offersForm } from '../../core/forms/offered';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { wantsJson } from '../wants-json';
import { answerForm } from './answer';
import type { FormSpec } from './define-form';
import { checkFields } from './fields';
import { joinForm } from './join';
import { newsletterForm } from './newsletter';
import { orderForm } from './order';
import { readFormBody } from './read-form-body';
import { reportForm } from './report';
import { assertSameOrigin } from './same-origin';
import { assertXsrfToken } from './xsrf';

const forms: Record<FormId, FormSpec> = { newsletter: newsletterForm, report: reportForm, join: joinForm, order: orderForm };

/**
 * POST /forms/:form. Cheap refusals first: a form the site does not offer (404), a post from another
 * site (403), a script without the XSRF token (403); then the body (413, 415, 400 naming the field);
 * then the form's own rules, rate limit and captcha (worker/forms/define-form.ts), and only then
 * storage and delivery.
 */
export async function formPostHandler(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param('form') ?? '';
  if (!isFormId(name) || !offersForm(c.var.site.config, name)) throw new NotFound(`form ${name.slice(0, 40)}`);
  const form = forms[name];
  assertSameOrigin(c);
  if (wantsJson(c)) assertXsrfToken(c);
  const fields = checkFields(await readFormBody(c), form.rules, c);
  return answerForm(c, form, await form.handle(c, fields));
}
