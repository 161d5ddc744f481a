import type { Offer } from 'schema-dts';

// A price is "known" only when the pricing text states one plainly: free admission, or an amount in
// dollars. Anything vaguer ("call for rates") gives no offer rather than a guessed one.

const FREE = /\b(free|gratis|libre|gratuit[ao])\b/i;
const DOLLARS = /\$\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?\$/;

export function offerFromPricing(pricing: string | undefined, url: string): Offer | undefined {
  if (!pricing) return undefined;
  const amount = DOLLARS.exec(pricing);
  const price = amount ? (amount[1] ?? amount[2])! : FREE.test(pricing) ? '0' : undefined;
  if (price === undefined) return undefined;
  return { '@type': 'Offer', price, priceCurrency: 'USD', url, availability: 'https://schema.org/InStock' };
}
