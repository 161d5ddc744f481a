import { intlLocale } from '../i18n/locales';

const oneDecimal = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });

/** A number with at most one decimal, grouped in en-US form (docs/product/maps.md#units: at most one decimal). */
export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}
