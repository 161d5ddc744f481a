import type { offlineEn } from './offline-en';

// Offline texts in Spanish, key for key with offline-en.ts.
export const offlineEs: Record<keyof typeof offlineEn, string> = {
  'offline.title': 'Estás sin conexión',
  'offline.notKept': 'Esta página aún no se ha leído en este dispositivo, así que no puede abrirse sin conexión. Las páginas que ya leíste aquí se abren sin conexión.',
  'offline.savedGuides': 'Guías guardadas',
  'offline.savedGuidesIntro': 'Lo que este dispositivo guarda para leer sin conexión aparece en la página de guías guardadas.',
  'offline.keptPages': 'Páginas guardadas en este dispositivo',
  'offline.keptPagesIntro': 'Las páginas que leíste aquí se abren sin conexión, la más reciente primero.',
  'offline.noKeptPages': 'Aún no hay ninguna página guardada en este dispositivo.',
  'offline.formKept': 'Estás sin conexión. Esto se guarda en este dispositivo y se enviará cuando vuelva la conexión.',
  'offline.reportKept': 'Estás sin conexión. Tu informe se guarda en este dispositivo: cuando vuelvas a tener conexión, abre de nuevo esta página para completar el captcha y enviarlo.',
  'offline.reportRestored': 'El informe que escribiste sin conexión está de nuevo en el formulario: completa el captcha y envíalo.',
};
