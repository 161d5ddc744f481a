import type { offlineEn } from './offline-en';

// Offline texts in German (Liechtenstein and Switzerland), key for key with offline-en.ts.
export const offlineDe: Record<keyof typeof offlineEn, string> = {
  'offline.title': 'Sie sind offline',
  'offline.notKept': 'Diese Seite wurde auf diesem Gerät noch nicht gelesen und öffnet sich deshalb nicht ohne Verbindung. Die hier gelesenen Seiten öffnen sich offline.',
  'offline.savedGuides': 'Gespeicherte Führer',
  'offline.savedGuidesIntro': 'Was dieses Gerät zum Lesen ohne Verbindung aufbewahrt, steht auf der Seite der gespeicherten Führer.',
  'offline.keptPages': 'Auf diesem Gerät gespeicherte Seiten',
  'offline.keptPagesIntro': 'Die hier gelesenen Seiten öffnen sich ohne Verbindung, die neuste zuerst.',
  'offline.noKeptPages': 'Auf diesem Gerät ist noch keine Seite gespeichert.',
  'offline.formKept': 'Sie sind offline. Die Eingabe bleibt auf diesem Gerät und wird gesendet, sobald die Verbindung zurück ist.',
  'offline.reportKept': 'Sie sind offline. Ihre Meldung bleibt auf diesem Gerät: Öffnen Sie diese Seite wieder, wenn Sie online sind, lösen Sie das Captcha und senden Sie sie ab.',
  'offline.reportRestored': 'Ihre offline geschriebene Meldung steht wieder im Formular: Lösen Sie das Captcha und senden Sie sie ab.',
};
