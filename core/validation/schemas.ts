import { z } from 'zod';
import { validationMessages as messages } from './messages';
import { emailPattern } from './patterns';

// Form bodies (docs/product/forms.md#fields-and-rules). Every issue carries its message and field path, so a
// handler can show the message beside the field it names.

export const reportLength = { min: 10, max: 10_000 } as const;
export const passwordLength = { min: 8, max: 72 } as const;

const email = z.string({ error: messages.invalid_email }).trim().min(1, messages.invalid_email).max(254, messages.invalid_email).regex(emailPattern, messages.invalid_email);
const personName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const newsletterSchema = z.object({ email });

export const reportSchema = z.object({
  text: z
    .string({ error: messages.invalid_report })
    .trim()
    .min(reportLength.min, messages.invalid_report)
    .max(reportLength.max, messages.invalid_report),
  firstName: personName(messages.invalid_names),
  lastName: personName(messages.invalid_names),
  email,
  // Widget tokens run to about 2 KB (Turnstile documents at most 2048 characters).
  token: z.string({ error: messages.invalid_token }).trim().min(1, messages.invalid_token).max(4096, messages.invalid_token),
});

export const joinSchema = z.object({
  email,
  password: z.string({ error: messages.invalid_password }).min(passwordLength.min, messages.invalid_password).max(passwordLength.max, messages.invalid_password),
  firstName: personName(messages.invalid_names),
  lastName: personName(messages.invalid_names),
});

// Order fields: the address parts and one name field, as invalid_name says (docs/product/forms.md#fields-and-rules).
const orderText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const orderSchema = z.object({
  name: orderText(messages.invalid_name),
  email,
  streetAddress: orderText(messages.invalid_fields),
  city: orderText(messages.invalid_fields),
  stateOrProvince: orderText(messages.invalid_fields),
  postalCode: orderText(messages.invalid_fields),
  country: orderText(messages.invalid_fields),
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
