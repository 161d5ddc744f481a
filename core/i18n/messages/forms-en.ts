// The visitor texts of the report, join and order form pages in English (the messages of docs/product/texts-and-errors.md
// and the thanks live in en.ts). Kept apart so each file holds one concern.
export const formsEn = {
  'menu.report': 'Trail Report',
  'form.name': 'Name',
  'form.streetAddress': 'Street address',
  'form.city': 'City',
  'form.stateOrProvince': 'State or province',
  'form.postalCode': 'Postal code',
  'form.country': 'Country',
  'form.fix': 'Please correct the fields marked below.',
  'form.captchaNoScript': 'The verification needs JavaScript. Without it the report cannot be sent.',
  'report.intro': 'Tell us about trail conditions, closures or anything else other visitors should know.',
  'join.title': 'Add places as a contributor',
  'join.intro': 'Create a contributor account, then log in to add places to the guide.',
  'join.passwordHint': 'Between 8 and 72 characters.',
  'order.title': 'Order a printed guide',
  'order.intro': 'Tell us where to send your free printed guide.',
} as const;
