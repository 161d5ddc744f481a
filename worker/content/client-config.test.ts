import { describe, expect, it } from 'vitest';
import { type ClientConfigInput, DEFAULT_TIMEOUT_MS, messages, normalizeTimeout, validateClientConfig } from './client-config';
import { ContentConfigError } from './errors';

const valid: ClientConfigInput = { version: 'v1', project: 'islands', key: { public: 'pk', private: 'sk' } };

function failure(input: ClientConfigInput): ContentConfigError {
  try {
    validateClientConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentConfigError);
    return error as ContentConfigError;
  }
  throw new Error('expected the config to be refused');
}

describe('content client configuration (SPEC.md 5)', () => {
  it('accepts only version v1', () => {
    for (const version of [undefined, 'v2', 1, 'V1']) {
      const error = failure({ ...valid, version });
      expect(error.message).toBe('Unknown or unsupported API version in API client config');
      expect(error.field).toBe('version');
    }
  });

  it('needs a key pair or a token', () => {
    expect(failure({ version: 'v1', project: 'p' }).message).toBe('Missing API key/token in API client config');
    expect(failure({ version: 'v1', project: 'p', token: '' }).message).toBe(messages.credentials);
    expect(validateClientConfig({ version: 'v1', project: 'p', token: 't', user: 'u' }).auth).toEqual({ kind: 'token', token: 't', user: 'u' });
  });

  it('needs both parts of a key pair', () => {
    for (const key of [{ public: 'pk' }, { private: 'sk' }, { public: '', private: 'sk' }, { public: 'pk', private: 3 }]) {
      expect(failure({ ...valid, key }).message).toBe('Missing public and/or private API keys in API client config');
    }
    expect(validateClientConfig(valid).auth).toEqual({ kind: 'key', publicKey: 'pk', privateKey: 'sk', user: undefined });
  });

  it('needs the project as a string', () => {
    for (const project of [undefined, 42, '', null]) {
      expect(failure({ ...valid, project }).message).toBe('Missing or invalid project ID in API client config');
    }
  });

  it('needs a token for the geo target, without a project', () => {
    expect(failure({ version: 'v1', target: 'geo', key: { public: 'pk', private: 'sk' } }).message).toBe('Missing API token in API client config');
    const geo = validateClientConfig({ version: 'v1', target: 'geo', token: 'g' });
    expect(geo.target).toBe('geo');
    expect(geo.auth).toEqual({ kind: 'token', token: 'g', user: undefined });
  });

  it('accepts phases that are integers 0 to 4 and sorts them', () => {
    expect(validateClientConfig({ ...valid, phases: [4, 1, 3, 2] }).phases).toEqual([1, 2, 3, 4]);
    expect(validateClientConfig({ ...valid, phases: [0] }).phases).toEqual([0]);
    expect(validateClientConfig(valid).phases).toEqual([4]);
    for (const phases of [[5], [-1], [1.5], ['4'], 4, []]) {
      expect(failure({ ...valid, phases }).message).toBe('Invalid Entry phase in API client config');
    }
  });

  it('checks in the order of the spec: version before credentials before project before phases', () => {
    expect(failure({ version: 'v9', phases: [9] }).message).toBe(messages.version);
    expect(failure({ version: 'v1', phases: [9] }).message).toBe(messages.credentials);
    expect(failure({ version: 'v1', token: 't', phases: [9] }).message).toBe(messages.project);
    expect(failure({ version: 'v1', token: 't', project: 'p', phases: [9] }).message).toBe(messages.phase);
  });

  it('defaults the timeout to 20000 ms for non-numbers and turns negatives into 0', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20000);
    expect(normalizeTimeout(undefined)).toBe(20000);
    expect(normalizeTimeout('500')).toBe(20000);
    expect(normalizeTimeout(Number.NaN)).toBe(20000);
    expect(normalizeTimeout(-5)).toBe(0);
    expect(normalizeTimeout(750)).toBe(750);
    expect(validateClientConfig({ ...valid, timeout: -1 }).timeoutMs).toBe(0);
    expect(validateClientConfig({ ...valid, timeout: null }).timeoutMs).toBe(20000);
  });

  it('keeps the configured locales, English when none', () => {
    expect(validateClientConfig({ ...valid, locales: ['es', 'en'] }).locales).toEqual(['es', 'en']);
    expect(validateClientConfig(valid).locales).toEqual(['en']);
  });
});
