import { en } from '../i18n/messages/en';

// The user-facing validation messages (docs/product/texts-and-errors.md#validation-messages): the same verbatim texts the i18n table holds in English.
export const validationMessageKeys = ['invalid_email', 'invalid_fields', 'invalid_name', 'invalid_names', 'invalid_password', 'invalid_report', 'invalid_token'] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

export const validationMessages: Record<ValidationMessageKey, string> = Object.fromEntries(validationMessageKeys.map((key) => [key, en[key]])) as Record<ValidationMessageKey, string>;
