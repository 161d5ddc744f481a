import { describe, expect, it } from 'vitest';
import { formAnswer } from './form-answer';

describe('form answer', () => {
  it('reads a success with its message and optional link', () => {
    expect(formAnswer({ ok: true, id: 'x', message: 'Thanks!' })).toEqual({ ok: true, message: 'Thanks!' });
    expect(formAnswer({ ok: true, id: 'x', message: 'Thanks!', link: { href: '/login', label: 'Log in' } })).toEqual({ ok: true, message: 'Thanks!', link: { href: '/login', label: 'Log in' } });
  });

  it('reads every rejected field, or the one a protocol refusal names', () => {
    const fields = [
      { field: 'email', id: 'invalid_email', message: 'Bad address.' },
      { field: 'firstName', id: 'invalid_names', message: 'Names.' },
    ];
    expect(formAnswer({ error: { id: 'invalid_email', field: 'email', message: 'Bad address.', fields } })).toEqual({
      ok: false,
      id: 'invalid_email',
      message: 'Bad address.',
      fields: [
        { field: 'email', message: 'Bad address.' },
        { field: 'firstName', message: 'Names.' },
      ],
    });
    expect(formAnswer({ error: { status: 400, id: 'unknown_field', field: 'extra', message: 'No such field.' } })).toEqual({
      ok: false,
      id: 'unknown_field',
      message: 'No such field.',
      fields: [{ field: 'extra', message: 'No such field.' }],
    });
    expect(formAnswer({ error: { status: 403, id: 'form.xsrf', message: 'Try again.' } })).toEqual({ ok: false, id: 'form.xsrf', message: 'Try again.', fields: [] });
  });

  it('gives up on anything else', () => {
    for (const body of [null, 'ok', 42, [], {}, { ok: true }, { ok: 'yes', message: 'Thanks!' }, { error: 'broken' }, { error: { message: 3 } }]) {
      expect(formAnswer(body)).toBeUndefined();
    }
  });
});
