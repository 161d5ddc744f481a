import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import { newsletterSchema } from '../../core/validation/schemas';
import { FormResult } from '../../ui/forms/FormResult';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { renderPage } from '../render/render-page';
import { wantsJson } from '../wants-json';
import { readFormBody } from './read-form-body';
import { isSubscribed, storeSubmission } from './submissions';

type Outcome = { status: 200 | 400; tone: 'success' | 'error'; code: string; field?: string; message: string };

async function subscribe(c: Context<AppEnv>): Promise<Outcome> {
  const { locale } = c.var;
  const parsed = newsletterSchema.safeParse(await readFormBody(c));
  if (!parsed.success) {
    return { status: 400, tone: 'error', code: 'invalid_email', field: 'email', message: t(locale, 'invalid_email') };
  }
  const site = c.get('site').config.id;
  const email = parsed.data.email.toLowerCase();
  if (await isSubscribed(c.env.DB, site, email)) {
    return { status: 200, tone: 'success', code: 'existing_subscriber', message: t(locale, 'existing_subscriber') };
  }
  // Stored (with its outbox row for the list provider) before anything else can fail.
  await storeSubmission(c.env.DB, site, 'newsletter', { email, locale });
  return { status: 200, tone: 'success', code: 'subscribed', message: t(locale, 'newsletter.thanks') };
}

/** POST /forms/newsletter: JSON for the enhanced form, a page for the plain HTML form. */
export async function newsletterHandler(c: Context<AppEnv>): Promise<Response> {
  if (!c.get('site').config.newsletterListId) throw new NotFound('newsletter');
  const outcome = await subscribe(c);
  if (wantsJson(c)) {
    const body = outcome.tone === 'error' ? { error: { id: outcome.code, field: outcome.field, message: outcome.message } } : { ok: true, id: outcome.code, message: outcome.message };
    return c.json(body, outcome.status, { 'Cache-Control': 'no-store' });
  }
  const { locale } = c.var;
  return renderPage(c, {
    head: { title: t(locale, 'newsletter.title'), noindex: true },
    body: <FormResult heading={t(locale, 'newsletter.title')} message={outcome.message} tone={outcome.tone} back={{ href: '/', label: t(locale, 'error.backHome') }} />,
    status: outcome.status,
    cache: 'none',
  });
}
