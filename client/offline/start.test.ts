import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../ui/document/head-meta';
import { ownTitle } from './kept-pages';

describe('ownTitle', () => {
  it("gives back the page's own title from its document title, or the site's name for the home page", () => {
    expect(ownTitle(documentTitle('Places', 'Island Guide'))).toBe('Places');
    expect(ownTitle(documentTitle(undefined, 'Island Guide'))).toBe('Island Guide');
    expect(ownTitle('   ')).toBeUndefined();
  });
});
