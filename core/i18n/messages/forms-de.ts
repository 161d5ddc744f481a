import type { formsEn } from './forms-en';

// The visitor texts of the report, join and order form pages in German (Liechtenstein and Switzerland), key for key with forms-en.ts.
export const formsDe: Record<keyof typeof formsEn, string> = {
  'menu.report': 'Wegzustand melden',
  'form.name': 'Name',
  'form.streetAddress': 'Strasse und Hausnummer',
  'form.city': 'Ort',
  'form.stateOrProvince': 'Kanton oder Region',
  'form.postalCode': 'Postleitzahl',
  'form.country': 'Land',
  'form.fix': 'Bitte korrigieren Sie die unten markierten Felder.',
  'form.captchaNoScript': 'Die Überprüfung braucht JavaScript. Ohne JavaScript kann die Meldung nicht gesendet werden.',
  'report.intro': 'Melden Sie uns Wegzustand, Sperrungen oder alles, was andere Gäste wissen sollten.',
  'join.title': 'Orte als Mitwirkende hinzufügen',
  'join.intro': 'Erstellen Sie ein Konto für Mitwirkende und melden Sie sich dann an, um dem Führer Orte hinzuzufügen.',
  'join.passwordHint': 'Zwischen 8 und 72 Zeichen.',
  'order.title': 'Gedruckten Führer bestellen',
  'order.intro': 'Sagen Sie uns, wohin wir Ihren kostenlosen gedruckten Führer senden sollen.',
};
