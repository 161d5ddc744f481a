import { describe, expect, it } from 'vitest';
import { clientAuth } from './client-config';
import { ContentConfigError } from './errors';

function refusal(secrets: Parameters<typeof clientAuth>[0]): ContentConfigError {
  try {
    clientAuth(secrets);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentConfigError);
    return error as ContentConfigError;
  }
  throw new Error('expected the credentials to be refused');
}

describe('content client credentials (docs/product/texts-and-errors.md#developer-facing-texts)', () => {
  it('needs a key pair or a token', () => {
    expect(refusal({}).message).toBe('Missing API key/token in API client config');
    expect(clientAuth({ contentToken: 't' })).toEqual({ kind: 'token', token: 't' });
  });

  it('needs both parts of a key pair, and prefers it to a token', () => {
    for (const secrets of [{ contentPublicKey: 'pk' }, { contentPrivateKey: 'sk', contentToken: 't' }]) {
      expect(refusal(secrets).message).toBe('Missing public and/or private API keys in API client config');
    }
    expect(clientAuth({ contentPublicKey: 'pk', contentPrivateKey: 'sk', contentToken: 't' })).toEqual({ kind: 'key', publicKey: 'pk', privateKey: 'sk' });
  });
});
