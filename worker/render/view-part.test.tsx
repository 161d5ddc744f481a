import { describe, expect, it } from 'vitest';
import { errorText } from '../errors';
import { pendingView, renderView } from './view-part';

function Broken(): never {
  throw new Error('boom');
}

describe('renderView', () => {
  it('throws for a view that fails while rendering, before any byte could be sent', () => {
    expect(() => renderView(<Broken />)).toThrow('boom');
  });
});

describe('pendingView', () => {
  it('renders the view once its data arrives, and counts it complete', async () => {
    const view = pendingView(Promise.resolve(<p>Ridge Trail</p>), 'http://islands.test/', 'en');
    expect(await view.markup).toBe('<p>Ridge Trail</p>');
    expect(await view.complete).toBe(true);
  });

  it('puts an error message in place of a view that fails after the response started, and does not count it complete', async () => {
    const view = pendingView(Promise.resolve(<Broken />), 'http://islands.test/', 'en');
    expect(await view.markup).toContain(`<h1 id="error-title">${errorText(new Error('boom'), 'en').title}</h1>`);
    expect(await view.complete).toBe(false);
  });
});
