import { type ReactElement, type ReactNode, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cardModelSchema, type CardModel } from '../core/share-card/card-model';
import { CardLayout } from './layout';

const theme = { primary: '#1f5f8b', accent: '#d9822b', text: '#1b1b1b', background: '#ffffff' };
const png = 'data:image/png;base64,iVBORw0KGgo=';
const logo = 'data:image/svg+xml;base64,PHN2Zy8+';

function model(extra: Partial<CardModel> = {}) {
  return cardModelSchema.parse({ locale: 'en', site: { name: 'Valley Trails', logo }, title: 'Ridge Loop', theme, ...extra });
}

/** The card as satori sees it: components called, leaving host elements and text. */
function expand(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(expand);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function') return expand((element.type as (props: unknown) => ReactNode)(element.props));
  return { type: element.type, props: { ...element.props, children: expand(element.props.children) } } as unknown as ReactNode;
}

function texts(node: ReactNode): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(texts);
  const element = node as { props?: { children?: ReactNode } } | null;
  return element?.props ? texts(element.props.children) : [];
}

function images(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(images);
  const element = node as { type?: string; props?: { src?: string; children?: ReactNode } } | null;
  if (!element?.props) return [];
  return [...(element.type === 'img' && element.props.src ? [element.props.src] : []), ...images(element.props.children)];
}

const card = (extra: Partial<CardModel> = {}) => expand(<CardLayout model={model(extra)} />);

describe('the card layout', () => {
  it('shows the site name, the kicker, the title and each fact with its label', () => {
    const tree = card({
      kicker: 'Trail',
      facts: [
        { label: 'Length', value: '12.4 km' },
        { label: 'Difficulty', value: 'Moderate' },
      ],
    });
    expect(texts(tree)).toEqual(['Valley Trails', 'Trail', 'Ridge Loop', 'Length', '12.4 km', 'Difficulty', 'Moderate']);
  });

  it('shows the subtitle only where there are no facts', () => {
    expect(texts(card({ subtitle: 'Walks in the valley' }))).toContain('Walks in the valley');
    expect(texts(card({ subtitle: 'Walks in the valley', facts: [{ label: 'Length', value: '3 km' }] }))).not.toContain('Walks in the valley');
  });

  it('puts the static map in the picture panel before the raster image', () => {
    const tree = card({ image: png, mapSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>' });
    const [, panel] = images(tree);
    expect(panel).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(panel!.split(',')[1]!)).toContain('<svg');
  });

  it("writes the map's data credits over the map, and none over a raster image", () => {
    const mapSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    expect(texts(card({ mapSvg, mapCredit: '© OpenStreetMap contributors' }))).toContain('© OpenStreetMap contributors');
    expect(texts(card({ image: png, mapCredit: '© OpenStreetMap contributors' }))).not.toContain('© OpenStreetMap contributors');
  });

  it('shows the raster image when there is no map', () => {
    expect(images(card({ image: png }))).toEqual([logo, png]);
  });

  it('draws a plain panel with the logo when there is no picture, and no image at all without a logo', () => {
    expect(images(card())).toEqual([logo, logo]);
    expect(images(expand(<CardLayout model={cardModelSchema.parse({ locale: 'en', site: { name: 'Valley Trails' }, title: 'Ridge Loop', theme })} />))).toEqual([]);
  });

  it('marks the card with the page language', () => {
    const root = card({ locale: 'es' }) as unknown as { props: { lang: string } };
    expect(root.props.lang).toBe('es');
  });
});

/** The font size of the element that holds exactly `text`. */
function fontSizeOf(node: ReactNode, text: string): number | undefined {
  if (Array.isArray(node)) return node.map((child) => fontSizeOf(child, text)).find((size) => size !== undefined);
  const element = node as { props?: { style?: { fontSize?: number }; children?: ReactNode } } | null;
  if (!element?.props) return undefined;
  if (element.props.children === text) return element.props.style?.fontSize;
  return fontSizeOf(element.props.children, text);
}

describe('title fitting', () => {
  it('steps the type down for longer titles', () => {
    const short = 'Ridge Loop';
    const middle = 'The Long Ridge Loop over the Three Valleys';
    const long = 'x'.repeat(80);
    const size = (title: string) => fontSizeOf(card({ title }), title) ?? 0;
    expect(size(short)).toBeGreaterThan(size(middle));
    expect(size(middle)).toBeGreaterThan(size(long));
  });

  it('cuts a very long title with an ellipsis and leaves others alone', () => {
    expect(texts(card({ title: 'Ridge Loop' }))).toContain('Ridge Loop');
    const long = texts(card({ title: 'word '.repeat(40) })).find((text) => text.startsWith('word'));
    expect(long!.length).toBeLessThanOrEqual(90);
    expect(long!.endsWith('…')).toBe(true);
  });
});

describe('the card model', () => {
  it('refuses an SVG as the raster image and names the field', () => {
    const result = cardModelSchema.safeParse({ locale: 'en', site: { name: 'X' }, title: 'T', theme, image: logo });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['image']);
  });

  it('refuses a colour that is not hex', () => {
    const result = cardModelSchema.safeParse({ locale: 'en', site: { name: 'X' }, title: 'T', theme: { ...theme, primary: 'url(x)' } });
    expect(result.error?.issues[0]?.path).toEqual(['theme', 'primary']);
  });
});
