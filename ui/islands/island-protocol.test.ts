import { describe, expect, it } from 'vitest';
import { decodeProps, encodeProps, parseStrategy } from './island-protocol';

describe('island loading strategy', () => {
  it('accepts the six strategies', () => {
    for (const strategy of ['load', 'idle', 'visible', 'interaction', 'engage', 'map'] as const) expect(parseStrategy(strategy)).toBe(strategy);
  });

  it('loads at once when the attribute is missing or unknown', () => {
    expect(parseStrategy(null)).toBe('load');
    expect(parseStrategy(undefined)).toBe('load');
    expect(parseStrategy('')).toBe('load');
    expect(parseStrategy('hover')).toBe('load');
    expect(parseStrategy('Visible')).toBe('load');
  });
});

describe('island props', () => {
  it('round-trip through JSON, markup-like text included', () => {
    const props = { labels: { title: '</div><script>alert(1)</script> & "quotes"' }, count: 3, list: [1, 'two'], none: null };
    expect(decodeProps(encodeProps(props))).toEqual(props);
  });

  it('are an empty object when the attribute is absent', () => {
    expect(decodeProps(null)).toEqual({});
    expect(decodeProps(undefined)).toEqual({});
  });

  it('must be a JSON object', () => {
    expect(() => decodeProps('[1,2]')).toThrow(TypeError);
    expect(() => decodeProps('null')).toThrow(TypeError);
    expect(() => decodeProps('"text"')).toThrow(TypeError);
    expect(() => decodeProps('{"unterminated":')).toThrow(SyntaxError);
  });
});
