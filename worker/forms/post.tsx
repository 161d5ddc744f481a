import type { Context } from 'hono';
import { isFormId, offersForm } from '../../core/forms/offered';
import { t } from '../../core/i18n/t';
import { FormResult, type FormLink } from '../../ui/forms/FormResult';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { renderPage } from '../render/render-page';
import { wantsJson } from '../wants-json';
import { type FormSpec, forms, type Outcome } from './definitions';
import { checkFields, readFormBody } from './fields';
import { assertSameOrigin, assertXsrfToken } from './protections';

/**
 * POST /forms/:form. Cheap refusals first: a form the site does not offer (404), a post from another
 * site (403), a script without the XSRF token (403); then the body (413, 415, 400 naming the field);
 * then the form's own rules, rate limit and captcha (worker/forms/definitions.ts), and only then
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

/** Back to the page the form was on when the browser said so (same site only), else home. */
function back(c: Context<AppEnv>): FormLink {
  const { locale } = c.var;
  const here = new URL(c.req.url);
  try {
    const from = new URL(c.req.header('referer') ?? '');
    if (from.origin === here.origin && from.pathname !== here.pathname) return { href: `${from.pathname}${from.search}`, label: t(locale, 'form.back') };
  } catch {
    // No referrer or not a URL: home it is.
  }
  return { href: '/', label: t(locale, 'error.backHome') };
}

/**
 * A script gets JSON: { ok: true, id, message[, link] } or { error: { id, field, message, fields } }
 * (the first problem, then all of them). A plain HTML post gets a page in the site's layout.
 */
function answerForm(c: Context<AppEnv>, form: FormSpec, outcome: Outcome): Response | Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  if (wantsJson(c)) {
    if (outcome.ok) return c.json({ ok: true, id: outcome.id, message: outcome.message, ...(outcome.link ? { link: outcome.link } : {}) }, 200, headers);
    const first = outcome.problems[0]!;
    return c.json({ error: { id: first.id, field: first.field, message: first.message, fields: outcome.problems } }, outcome.status, headers);
  }
  const heading = t(c.var.locale, form.title);
  const messages = outcome.ok ? [outcome.message] : [...new Set(outcome.problems.map((p) => p.message))];
  return renderPage(c, {
    head: { title: heading, noindex: true },
    body: <FormResult heading={heading} messages={messages} tone={outcome.ok ? 'success' : 'error'} links={outcome.ok && outcome.link ? [outcome.link] : []} back={back(c)} />,
    status: outcome.ok ? 200 : outcome.status,
    cache: 'none',
  });
}
