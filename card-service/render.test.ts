import { describe, expect, it } from 'vitest';
import { cardModelSchema } from '../core/share-card/card-model';
import { cardPng } from './render';

const theme = { primary: '#006d77', accent: '#e29578', text: '#1b1b1b', background: '#ffffff' };
const model = (title: string) => cardModelSchema.parse({ locale: 'es', site: { name: 'Guía de las islas' }, title, kicker: 'Sendero', facts: [{ label: 'Longitud', value: '12,4 km' }], theme });

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('the card rasteriser', () => {
  it('draws a 1200x630 PNG', async () => {
    const png = await cardPng(model('Camino del Faro'));
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect(pngSize(png)).toEqual([1200, 630]);
  });

  it('draws accented letters with the embedded fonts (Latin and Latin Extended), not as blanks', async () => {
    // Letters no embedded face has all come out alike (here two emoji, which the card leaves out
    // rather than fetching); letters the faces have come out each as itself.
    const draw = (letter: string) => cardPng(model(`Camino ${letter} del Faro`));
    const [smile, grin, enye, oDoubleAcute, question] = await Promise.all(['🙂', '😀', 'Ñ', 'ő', '¿'].map(draw));
    expect(smile).toEqual(grin);
    expect(enye).not.toEqual(oDoubleAcute);
    expect(oDoubleAcute).not.toEqual(question);
    expect(question).not.toEqual(enye);
  });

  it('draws different titles differently', async () => {
    const [a, b] = await Promise.all([cardPng(model('Camino del Faro')), cardPng(model('Ruta de la Costa'))]);
    expect(a).not.toEqual(b);
  });
});
