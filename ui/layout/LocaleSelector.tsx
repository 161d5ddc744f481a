import type { Locale } from '../../core/i18n/locales';
import type { LocaleOption } from './layout-model';

/** A plain form: works without JavaScript (POST, then a 303 back to the page). */
export function LocaleSelector(props: {
  locales: readonly LocaleOption[];
  current: Locale;
  labels: { language: string; changeLanguage: string };
}) {
  if (props.locales.length < 2) return null;
  return (
    <form className="locale-selector" method="post" action="/preferences/locale">
      <label htmlFor="locale-select">{props.labels.language}</label>
      <select id="locale-select" name="locale" defaultValue={props.current}>
        {props.locales.map((locale) => (
          <option key={locale.id} value={locale.id} lang={locale.id}>
            {locale.label}
          </option>
        ))}
      </select>
      <button type="submit">{props.labels.changeLanguage}</button>
    </form>
  );
}
