import type { formsEn } from './forms-en';

// The visitor texts of the report, join and order form pages in Spanish, key for key with forms-en.ts.
export const formsEs: Record<keyof typeof formsEn, string> = {
  'menu.report': 'Informe del sendero',
  'form.name': 'Nombre',
  'form.streetAddress': 'Dirección',
  'form.city': 'Ciudad',
  'form.stateOrProvince': 'Estado o provincia',
  'form.postalCode': 'Código postal',
  'form.country': 'País',
  'form.fix': 'Corrige los campos marcados abajo.',
  'form.captchaNoScript': 'La verificación necesita JavaScript. Sin él no se puede enviar el informe.',
  'report.intro': 'Cuéntanos el estado de los senderos, cierres o cualquier cosa que otros visitantes deban saber.',
  'join.title': 'Añadir lugares como colaborador',
  'join.intro': 'Crea una cuenta de colaborador y luego inicia sesión para añadir lugares a la guía.',
  'join.passwordHint': 'Entre 8 y 72 caracteres.',
  'order.title': 'Pedir una guía impresa',
  'order.intro': 'Dinos a dónde enviar tu guía impresa gratuita.',
};
