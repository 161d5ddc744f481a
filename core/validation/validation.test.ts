import { describe, expect, it } from 'vitest';
import { validationMessages, fieldErrors, joinSchema, newsletterSchema, reportSchema } from './schemas';
import { emailPattern, isSearchable } from './patterns';

describe('validationMessages', () => {
  it('are the texts of docs/product/texts-and-errors.md#validation-messages verbatim', () => {
    expect(validationMessages).toEqual({
      invalid_email: 'Please enter a valid email address.',
      invalid_fields: 'Please provide valid input for all required fields.',
      invalid_name: 'Please provide your name.',
      invalid_names: 'Please provide your first and last name.',
      invalid_password: 'Please provide a valid password (8-72 characters).',
      invalid_report: 'Please provide a report between 10 and 10,000 characters in length.',
      invalid_token: 'Please prove you are not a bot by using the provided reCAPTCHA field.',
    });
  });
});

describe('patterns', () => {
  it('email', () => {
    expect(emailPattern.test('ana@example.org')).toBe(true);
    expect(emailPattern.test('a.b+c@sub.example.co')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', '@example.org', 'ana@example', 'ana @example.org', 'ana@exa mple.org']) expect(emailPattern.test(bad), bad).toBe(false);
  });

  it('search needs 3 characters after trimming', () => {
    expect(isSearchable('  ab ')).toBe(false);
    expect(isSearchable(' abc')).toBe(true);
  });
});

describe('newsletterSchema', () => {
  it('accepts a trimmed valid email', () => {
    expect(newsletterSchema.parse({ email: ' ana@example.org ' })).toEqual({ email: 'ana@example.org' });
  });

  it.each([{}, { email: '' }, { email: 'nope' }, { email: 42 }])('rejects %j with the invalid email message', (body) => {
    const result = newsletterSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
  });
});

describe('reportSchema', () => {
  const valid = { text: 'Trail washed out at mile 3.', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.org', token: 'captcha-token' };

  it('accepts a valid report', () => {
    expect(reportSchema.parse(valid)).toEqual(valid);
  });

  it('bounds the text to 10-10,000 characters', () => {
    expect(reportSchema.safeParse({ ...valid, text: 'x'.repeat(10) }).success).toBe(true);
    expect(reportSchema.safeParse({ ...valid, text: 'x'.repeat(10_000) }).success).toBe(true);
    for (const text of ['   short   ', 'x'.repeat(10_001)]) {
      const result = reportSchema.safeParse({ ...valid, text });
      expect(result.success ? [] : fieldErrors(result.error)).toEqual([{ field: 'text', message: 'Please provide a report between 10 and 10,000 characters in length.' }]);
    }
  });

  it('names every invalid field with its message', () => {
    const result = reportSchema.safeParse({ text: 'ok', firstName: ' ', email: 'x', token: '' });
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([
      { field: 'text', message: 'Please provide a report between 10 and 10,000 characters in length.' },
      { field: 'firstName', message: 'Please provide your first and last name.' },
      { field: 'lastName', message: 'Please provide your first and last name.' },
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'token', message: 'Please prove you are not a bot by using the provided reCAPTCHA field.' },
    ]);
  });
});

describe('joinSchema', () => {
  it('bounds the password to 8-72 characters', () => {
    const base = { email: 'ana@example.org', firstName: 'Ana', lastName: 'Ruiz' };
    expect(joinSchema.safeParse({ ...base, password: 'x'.repeat(8) }).success).toBe(true);
    for (const password of ['x'.repeat(7), 'x'.repeat(73)]) {
      const result = joinSchema.safeParse({ ...base, password });
      expect(result.success ? [] : fieldErrors(result.error)).toEqual([{ field: 'password', message: 'Please provide a valid password (8-72 characters).' }]);
    }
  });
});
