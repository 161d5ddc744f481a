import { describe, expect, it } from 'vitest';
import { isNoticeVisible, noticeContent } from './notice';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';

describe('isNoticeVisible', () => {
  it('shows only configured phases, and phases 1-4 in preview', () => {
    expect(isNoticeVisible({ phase: 4 }, [4])).toBe(true);
    expect(isNoticeVisible({ phase: 2 }, [4])).toBe(false);
    expect(isNoticeVisible({ phase: 2 }, [4], true)).toBe(true);
    expect(isNoticeVisible({ phase: 0 }, [0, 4], true)).toBe(false);
  });
});

describe('notice appearance', () => {
  /** The appearance noticeContent gives a plain-text notice whose appearance element holds `json`. */
  const appearanceOf = (json: string | undefined) => {
    const elements = [{ id: 'notice_text', type: 'text' as const, data: 'Road closed' }, ...(json === undefined ? [] : [{ id: 'appearance', type: 'text' as const, data: json }])];
    const { id, html, ...appearance } = noticeContent(makeEntry({ id: 'n1', types: ['notice'], elements }), ids, 'en')!;
    expect({ id, html }).toEqual({ id: 'n1', html: 'Road closed' });
    return appearance;
  };

  it('reads hex colours and the icon', () => {
    expect(appearanceOf('{"background":{"color":"#ffcc00"},"icon":"alert","text":"222","link":{"color":"#0000ee"}}')).toEqual({
      background: '#ffcc00',
      color: '#222',
      linkColor: '#0000ee',
      icon: 'alert',
    });
  });

  it('ignores non-hex colours, hostile icons and invalid JSON', () => {
    expect(appearanceOf('{"background":{"color":"red;background:url(x)"},"icon":"<svg onload=x>","text":{"color":"expression(1)"}}')).toEqual({});
    expect(appearanceOf('{not json')).toEqual({});
    expect(appearanceOf('[1,2]')).toEqual({});
    expect(appearanceOf(undefined)).toEqual({});
  });
});

describe('noticeContent', () => {
  it('renders the notice text per its type with its appearance', () => {
    const entry = makeEntry({
      id: 'n1',
      types: ['notice'],
      elements: [
        { id: 'notice_text', type: 'text', preferences: { iana_type: 'text/markdown' }, data: 'Road **closed** [info](https://dot.example)' },
        { id: 'appearance', type: 'text', data: '{"background":{"color":"#b00"}}' },
      ],
    });
    expect(noticeContent(entry, ids, 'en')).toEqual({
      id: 'n1',
      html: '<p>Road <strong>closed</strong> <a href="https://dot.example" target="_blank" rel="noopener noreferrer">info</a></p>',
      background: '#b00',
    });
  });

  it('is undefined without text', () => {
    expect(noticeContent(makeEntry({ types: ['notice'] }), ids, 'en')).toBeUndefined();
  });
});
