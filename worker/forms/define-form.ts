import type { Context } from 'hono';
import type * as z from 'zod';
import type { FormId } from '../../core/forms/offered';
import { type MessageKey, t } from '../../core/i18n/t';
import type { FormLink } from '../../ui/forms/FormResult';
import type { AppEnv } from '../env';
import { verifyCaptcha } from './captcha';
import type { FieldRules } from './fields';
import { type FieldProblem, fieldProblems } from './problems';
import { providerFetch } from './providers';
import { limitRate } from './rate-limit';

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

export function thanks(c: Context<AppEnv>, id: string, key: MessageKey, link?: FormLink): Outcome {
  return { ok: true, id, message: t(c.var.locale, key), ...(link ? { link } : {}) };
}

export function problem(c: Context<AppEnv>, status: 400 | 409, field: string, id: MessageKey): Outcome {
  return { ok: false, status, problems: [{ field, id, message: t(c.var.locale, id) }] };
}

/** After validation, so an invalid form never spends the visitor's single-use token. */
function passesCaptcha(c: Context<AppEnv>, token: string): Promise<boolean> {
  const { config } = c.var.site;
  return verifyCaptcha({
    settings: config.forms.captcha,
    secret: c.var.secrets.captchaSecret,
    token,
    remoteIp: c.req.header('cf-connecting-ip'),
    send: providerFetch(c.env, c.var.environment),
  });
}

export function defineForm<S extends z.ZodObject>(definition: FormDefinition<S>): FormSpec {
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
