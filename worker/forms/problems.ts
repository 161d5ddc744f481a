import type * as z from 'zod';
import type { Locale } from '../../core/i18n/locales';
import { type MessageKey, t } from '../../core/i18n/t';
import {
  type ValidationMessageKey,
  validationMessageKeys,
  validationMessages,
  fieldErrors,
} from '../../core/validation/schemas';

/** A field the visitor must correct: its message key (docs/product/texts-and-errors.md#validation-messages or #error-catalogue there) and that message in their language. */
export interface FieldProblem {
  field: string;
  id: MessageKey;
  message: string;
}

// The schemas carry the English texts (docs/product/texts-and-errors.md#validation-messages); the key behind a text finds it in the visitor's language.
const keyOfText = new Map<string, ValidationMessageKey>(validationMessageKeys.map((key) => [validationMessages[key], key]));

export function fieldProblems(error: z.ZodError, locale: Locale): FieldProblem[] {
  return fieldErrors(error).map(({ field, message }) => {
    const id = keyOfText.get(message) ?? 'invalid_fields';
    return { field, id, message: t(locale, id) };
  });
}
