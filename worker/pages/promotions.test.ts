import { describe, expect, it } from 'vitest';
import { promotionLimit, promotionModel } from './promotions';
import { ctxFor, el, entry } from '../../test/support/shape-fixtures';

describe('promotions', () => {
  it("show the site's number per view, and none beside an entry in the hide-promotions group", () => {
    const islands = ctxFor('islands');
    expect(promotionLimit(null, 'home', islands)).toBe(2);
    expect(promotionLimit(entry('p', 'P', ['place']), 'detail', islands)).toBe(1);
    expect(promotionLimit(entry('p', 'P', ['place'], [], { groups: ['hide-promotions'] }), 'detail', islands)).toBe(0);
    expect(promotionLimit(null, 'index', ctxFor('river-valley'))).toBe(2);
  });

  it('shape a promotion with its description, image and link button', () => {
    const promotion = entry(
      'promotion-guide',
      'Get the printed guide',
      ['promotion'],
      [
        el('description', 'text', '# Free\n\nWhile supplies last.', { preferences: { iana_type: 'text/markdown' } }),
        el('link_label', 'text', 'Learn more'),
        el('link_url', 'text', '/order'),
        el('images', 'file', [{ id: 'f', url: '/media/islands/icon.svg', description: 'Guide cover' }]),
      ],
    );
    const model = promotionModel(promotion, ctxFor('islands'));
    expect(model.description?.__html).toContain('<h3>Free</h3>');
    expect(model.link).toEqual({ label: 'Learn more', url: '/order', external: false });
    expect(model.image?.url).toBe('/media/islands/icon.svg');
  });

  it('leave out a link to a page the site does not have, in the button and in the text', () => {
    const promotion = entry(
      'promotion-guide',
      'Get the printed guide',
      ['promotion'],
      [
        el('description', 'text', 'Ask at [the order desk](/order) or [join](/join).', { preferences: { iana_type: 'text/markdown' } }),
        el('link_label', 'text', 'Learn more'),
        el('link_url', 'text', '/order'),
      ],
    );
    const model = promotionModel(promotion, ctxFor('valley-trails'));
    expect(model.link).toBeUndefined();
    expect(model.description?.__html).toContain('<a>the order desk</a>');
    expect(promotionModel(promotion, ctxFor('islands')).link?.url).toBe('/order');
  });
});
