import { isMessageKey, type MessageKey, t } from './t';

/** The messages key of a menu item's text key: 'places' -> 'menu.places', 'trip-plans' -> 'menu.tripPlans'. */
export function menuMessageKey(textKey: string): MessageKey | undefined {
  const camel = textKey.trim().replace(/[-_ ]+(\w)/g, (_, letter: string) => letter.toUpperCase());
  const key = `menu.${camel}`;
  return isMessageKey(key) ? key : undefined;
}

/**
 * A menu item's label (docs/product/texts-and-errors.md#menu-labels): site configs name menu texts by bare keys ('places', 'login',
 * 'trip-plans'). An unknown key is shown as written, so a site can use a literal label.
 */
export function menuLabel(locale: string, textKey: string): string {
  const key = menuMessageKey(textKey);
  return key ? t(locale, key) : textKey;
}
