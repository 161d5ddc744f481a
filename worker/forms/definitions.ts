import type { Context } from 'hono';
import type * as z from 'zod';
import type { FormId } from '../../core/forms/offered';
import { toHex } from '../../core/encoding/bytes';
import { type MessageKey, t } from '../../core/i18n/t';
import { pathFor } from '../../core/routes';
import { joinSchema, newsletterSchema, orderSchema, reportSchema } from '../../core/validation/schemas';
import { loginUrl } from '../../sites/defaults';
import type { FormLink } from '../../ui/forms/FormResult';
import type { AppEnv } from '../env';
import { enqueueDeliveries } from './delivery-queue';
import { targetsOf } from './delivery-targets';
import { type FieldProblem, type FieldRules, fieldProblems } from './fields';
import { limitRate, passesCaptcha } from './protections';
import { hasAccount, type NewSubmission, storeSubmission } from './store';

// Each form the sites offer (docs/product/forms.md#fields-and-rules): its schema, its answer page's
// heading, what it keeps and whom the queue tells.

/** What the visitor is told: thanks (or a known answer such as existing_subscriber), or what to correct. */
export type Outcome = { ok: true; id: string; message: string; link?: FormLink } | { ok: false; status: 400 | 409; problems: FieldProblem[] };

export interface FormSpec {
  id: FormId;
  /** The heading of its answer page. */
  title: MessageKey;
  rules: FieldRules;
  /** Validates the checked fields, counts the post against the rate limit, verifies the captcha where the form has one, and accepts. */
  handle(c: Context<AppEnv>, fields: Record<string, unknown>): Promise<Outcome>;
}

interface FormDefinition<S extends z.ZodObject> {
  id: FormId;
  title: MessageKey;
  schema: S;
  /** Fields that may hold line breaks and tabs. */
  multiline?: readonly string[];
  /** The token to verify, for a form behind a captcha. */
  captchaToken?: (data: z.output<S>) => string;
  accept(c: Context<AppEnv>, data: z.output<S>): Promise<Outcome>;
}

function thanks(c: Context<AppEnv>, id: string, key: MessageKey, link?: FormLink): Outcome {
  return { ok: true, id, message: t(c.var.locale, key), ...(link ? { link } : {}) };
}

function problem(c: Context<AppEnv>, status: 400 | 409, field: string, id: MessageKey): Outcome {
  return { ok: false, status, problems: [{ field, id, message: t(c.var.locale, id) }] };
}

function defineForm<S extends z.ZodObject>(definition: FormDefinition<S>): FormSpec {
  const { id, title, schema, multiline = [], captchaToken, accept } = definition;
  return {
    id,
    title,
    rules: { names: Object.keys(schema.shape), multiline },
    async handle(c, fields) {
      const parsed = schema.safeParse(fields);
      if (!parsed.success) return { ok: false, status: 400, problems: fieldProblems(parsed.error, c.var.locale) };
      // Counted only once well formed: a visitor correcting a typo is not slowed down, while anything
      // that costs (the verifier, PBKDF2, storage, the user_exists lookup) is.
      await limitRate(c, id);
      if (captchaToken && !(await passesCaptcha(c, captchaToken(parsed.data)))) return problem(c, 400, 'token', 'invalid_token');
      return accept(c, parsed.data);
    },
  };
}

/**
 * Stores what the visitor sent (with the language they read the site in) and queues its deliveries.
 * False when the database already holds it (a subscribed address, a known account).
 */
async function keepSubmission(c: Context<AppEnv>, form: FormId, email: string, payload: Record<string, unknown>, account?: NewSubmission['account']): Promise<boolean> {
  const stored = await storeSubmission(c.env.DB, {
    site: c.var.site.config.id,
    form,
    email,
    payload: { ...payload, locale: c.var.locale },
    targets: targetsOf[form],
    ...(account ? { account } : {}),
  });
  if (!stored) return false;
  await enqueueDeliveries(c.env.FORM_DELIVERIES, stored.deliveries);
  return true;
}

/** POST /forms/newsletter: an address once per site; the list provider hears of it through the queue. */
const newsletterForm = defineForm({
  id: 'newsletter',
  title: 'newsletter.title',
  schema: newsletterSchema,
  async accept(c, { email }) {
    const address = email.toLowerCase();
    const added = await keepSubmission(c, 'newsletter', address, { email: address });
    return added ? thanks(c, 'subscribed', 'newsletter.thanks') : thanks(c, 'existing_subscriber', 'existing_subscriber');
  },
});

/** POST /forms/order: a printed guide to a postal address; staff hear of it by mail. */
const orderForm = defineForm({
  id: 'order',
  title: 'menu.order',
  schema: orderSchema,
  async accept(c, order) {
    const address = order.email.toLowerCase();
    await keepSubmission(c, 'order', address, { ...order, email: address });
    return thanks(c, 'order_received', 'order.thanks');
  },
});

/**
 * POST /forms/report: a field or trail report behind a captcha. It becomes an unpublished entry for
 * staff review and a staff mail; the reporter's email stays in this worker's database.
 */
const reportForm = defineForm({
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

// Join passwords are never stored or logged in plain text: PBKDF2-SHA256 with a per-record salt.
// workerd caps PBKDF2 at 100,000 iterations, so that is the cost.

const PBKDF2_ITERATIONS = 100_000;

/** `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`: everything a verifier needs besides the password. */
async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS }, key, 256);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toHex(salt.slice().buffer)}$${toHex(bits)}`;
}

/**
 * Where contributors log in: the menus' log-in link, else the site's /login page, else the platform's
 * log-in app, which serves every site: the thanks always leads somewhere.
 */
function logIn(c: Context<AppEnv>): FormLink {
  const { config, table } = c.var.site;
  const external = [...config.menus.secondary, ...config.menus.bottom].find((item) => item.textKey === 'login' && item.path)?.path;
  const href = external ?? pathFor(table, 'login', {}, { locale: c.var.locale }) ?? loginUrl;
  return { href, label: t(c.var.locale, 'join.login') };
}

/**
 * POST /forms/join: a contributor account per address and site. The password is kept only as a
 * PBKDF2 hash; staff hear of the new contributor by mail.
 */
const joinForm = defineForm({
  id: 'join',
  title: 'menu.join',
  schema: joinSchema,
  async accept(c, { email, password, firstName, lastName }) {
    const address = email.toLowerCase();
    const site = c.var.site.config.id;
    if (await hasAccount(c.env.DB, site, address)) return problem(c, 409, 'email', 'user_exists');
    const added = await keepSubmission(c, 'join', address, { email: address, firstName, lastName }, { passwordHash: await hashPassword(password) });
    return added ? thanks(c, 'joined', 'join.thanks', logIn(c)) : problem(c, 409, 'email', 'user_exists');
  },
});

/** The forms by id: every one a site may offer. */
export const forms: Readonly<Record<FormId, FormSpec>> = { newsletter: newsletterForm, report: reportForm, join: joinForm, order: orderForm };
