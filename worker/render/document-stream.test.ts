import { describe, expect, it } from 'vitest';
import { documentStream } from './document-stream';

const decoder = new TextDecoder();

describe('documentStream', () => {
  it('sends what is known at once and every later part in order, however they finish', async () => {
    let late!: (value: string) => void;
    let later!: (value: string) => void;
    const first = new Promise<string>((resolve) => (late = resolve));
    const second = new Promise<string>((resolve) => (later = resolve));
    const reader = documentStream(['<head>', first, '<main>', second, '</html>']).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('<head>');

    later('<p>a</p><p>b</p>');
    late('<div>notice</div>');
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toBe('<div>notice</div><main><p>a</p><p>b</p></html>');
  });

  it('ends in an error when a part fails, after what came before it', async () => {
    const reader = documentStream(['<head>', Promise.reject(new Error('lost')), '</html>']).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('<head>');
    await expect(reader.read()).rejects.toThrow('lost');
  });
});
