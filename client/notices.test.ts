import { describe, expect, it } from 'vitest';
import { dismissedIds } from './notices';

describe('dismissedIds', () => {
  it('reads the notices dismissed on this browser', () => {
    expect([...dismissedIds('["storm-warning","ferry-strike"]')]).toEqual(['storm-warning', 'ferry-strike']);
    expect(dismissedIds(null).size).toBe(0);
  });

  it('shows every notice again rather than fail on what another script or an old version stored', () => {
    expect(dismissedIds('not json').size).toBe(0);
    expect(dismissedIds('{"storm-warning":true}').size).toBe(0);
    expect([...dismissedIds('[1,"storm-warning",null,{}]')]).toEqual(['storm-warning']);
  });
});
