import { describe, expect, it } from 'vitest';
import { nestHeadings } from './headings';

describe('nestHeadings', () => {
  it('moves the highest content heading to the given level, keeping the others relative to it', () => {
    expect(nestHeadings({ __html: '<h3 id="a">A</h3><p>x</p><h4>B</h4>' }, 2).__html).toBe('<h2 id="a">A</h2><p>x</p><h3>B</h3>');
    expect(nestHeadings({ __html: '<h1>A</h1><h2>B</h2>' }, 3).__html).toBe('<h3>A</h3><h4>B</h4>');
  });

  it('caps at h6 and leaves heading-free markup and other tags alone', () => {
    expect(nestHeadings({ __html: '<h1>A</h1><h6>Z</h6>' }, 2).__html).toBe('<h2>A</h2><h6>Z</h6>');
    expect(nestHeadings({ __html: '<p>hr <hr/> header</p>' }, 2).__html).toBe('<p>hr <hr/> header</p>');
  });
});
