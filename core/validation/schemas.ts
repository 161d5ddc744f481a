import * as z from 'zod';
import { emailPattern } from './patterns';
import { en } from '../i18n/messages/en';

// The user-facing validation messages (docs/product/texts-and-errors.md#validation-messages): the same verbatim texts the i18n table holds in English.
export const validationMessageKeys = ['invalid_email', 'invalid_fields', 'invalid_name', 'invalid_names', 'invalid_password', 'invalid_report', 'invalid_token'] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

export const validationMessages: Record<ValidationMessageKey, string> = Object.fromEntries(validationMessageKeys.map((key) => [key, en[key]])) as Record<ValidationMessageKey, string>;

// Form bodies (docs/product/forms.md#fields-and-rules). Every issue carries its message and field path, so a
// handler can show the message beside the field it names.

export const reportLength = { min: 10, max: 10_000 } as const;
export const passwordLength = { min: 8, max: 72 } as const;

const email = z
  .string({ error: validationMessages.invalid_email })
  .trim()
  .min(1, validationMessages.invalid_email)
  .max(254, validationMessages.invalid_email)
  .regex(emailPattern, validationMessages.invalid_email);
const personName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const newsletterSchema = z.object({ email });

export const reportSchema = z.object({
  text: z.string({ error: validationMessages.invalid_report }).trim().min(reportLength.min, validationMessages.invalid_report).max(reportLength.max, validationMessages.invalid_report),
  firstName: personName(validationMessages.invalid_names),
  lastName: personName(validationMessages.invalid_names),
  email,
  // Widget tokens run to about 2 KB (Turnstile documents at most 2048 characters).
  token: z.string({ error: validationMessages.invalid_token }).trim().min(1, validationMessages.invalid_token).max(4096, validationMessages.invalid_token),
});

export const joinSchema = z.object({
  email,
  password: z.string({ error: validationMessages.invalid_password }).min(passwordLength.min, validationMessages.invalid_password).max(passwordLength.max, validationMessages.invalid_password),
  firstName: personName(validationMessages.invalid_names),
  lastName: personName(validationMessages.invalid_names),
});

// Order fields: the address parts and one name field, as invalid_name says (docs/product/forms.md#fields-and-rules).
const orderText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const orderSchema = z.object({
  name: orderText(validationMessages.invalid_name),
  email,
  streetAddress: orderText(validationMessages.invalid_fields),
  city: orderText(validationMessages.invalid_fields),
  stateOrProvince: orderText(validationMessages.invalid_fields),
  postalCode: orderText(validationMessages.invalid_fields),
  country: orderText(validationMessages.invalid_fields),
});

export interface FieldError {
  /** Dotted field path, e.g. 'email'. */
  field: string;
  message: string;
}

/** The first message per field, in field order: what a form shows next to its inputs. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: issue.message }];
  });
}
