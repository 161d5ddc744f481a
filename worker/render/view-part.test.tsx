import { describe, expect, it } from 'vitest';
import { openView } from './view-part';

describe('openView', () => {
  it('rejects a view that throws while rendering its shell, before any byte could be sent', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    await expect(openView(<Broken />, 'http://islands.test/')).rejects.toThrow('boom');
  });
});
