import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import type { AppEnv } from '../env';
import { InvalidInput } from '../errors';
import type { PostedFields } from './read-form-body';

/** The field a captcha widget adds to a plain HTML form, under the provider's own name. */
const tokenAliases = ['g-recaptcha-response', 'cf-turnstile-response'];

// C0 and C1 controls and DEL; tab and line breaks only where a field is multi-line text.
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/;
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** An attacker-chosen field name, made safe to echo: controls replaced, length bounded. */
function shown(name: string): string {
  const clean = name.replace(new RegExp(singleLineControls.source, 'g'), '?');
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

export interface FieldRules {
  /** Every field the form has: anything else is refused by name. */
  names: readonly string[];
  multiline: readonly string[];
}

/**
 * The posted fields as the form's schema reads them: captcha aliases renamed to `token`, unknown
 * fields and control characters (or broken UTF-16) refused naming the field.
 */
export function checkFields(posted: PostedFields, rules: FieldRules, c: Context<AppEnv>): Record<string, unknown> {
  const { locale } = c.var;
  const out: Record<string, unknown> = {};
  for (const [sent, value] of posted) {
    const name = tokenAliases.includes(sent) && rules.names.includes('token') ? 'token' : sent;
    if (!rules.names.includes(name)) throw new InvalidInput(shown(sent), t(locale, 'form.unknownField', { field: shown(sent) }), 'unknown_field');
    if (Object.hasOwn(out, name)) throw new InvalidInput(name, t(locale, 'form.repeatedField', { field: name }), 'repeated_field');
    if (typeof value === 'string') {
      const controls = rules.multiline.includes(name) ? multiLineControls : singleLineControls;
      if (controls.test(value) || !value.isWellFormed()) throw new InvalidInput(name, t(locale, 'form.controlCharacters', { field: name }), 'control_characters');
    }
    out[name] = value;
  }
  return out;
}
