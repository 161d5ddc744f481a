import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps visible text, separates blocks and decodes entities', () => {
    expect(htmlToText('<h2>Title</h2><p>Fish &amp; chips&nbsp;here</p><ul><li>a</li><li>b</li></ul>')).toBe('Title Fish & chips\u00a0here a b'.replace(/\s+/g, ' '));
  });

  it('drops script and style bodies entirely', () => {
    expect(htmlToText('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('ok');
  });
});
