import { satori } from '@cf-wasm/satori/workerd';
import { Resvg } from '@cf-wasm/resvg/legacy/workerd';
import { createElement } from 'react';
import { CARD_HEIGHT, CARD_WIDTH, type ParsedCardModel } from '../core/share-card/card-model';
import { CardLayout } from './layout';
import { cardFonts } from './fonts';

// resvg 2.4 (@cf-wasm/resvg's "legacy" build) rather than 2.6: satori turns all text into paths, so
// the newer build's text engine is dead weight here, and its WebAssembly is 950 KB gzipped against
// 530 KB (docs/decisions/033-share-cards.md).

/** The card as SVG (satori: layout, text shaped into paths with the embedded fonts). */
function cardSvg(model: ParsedCardModel): Promise<string> {
  return satori(createElement(CardLayout, { model }), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts,
    // A character no embedded face has (an emoji, a script outside Latin) is left out rather than
    // fetched from a font or emoji service: the card worker makes no request.
    loadAdditionalAsset: async () => [],
  });
}

/** The card as PNG bytes, 1200x630. */
export async function cardPng(model: ParsedCardModel): Promise<Uint8Array> {
  const svg = await cardSvg(model);
  const resvg = await Resvg.async(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } });
  return resvg.render().asPng();
}
