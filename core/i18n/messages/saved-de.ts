import type { savedEn } from './saved-en';

// Saving a guide for offline and the saved guides list, in German (Liechtenstein and Switzerland), key for key with saved-en.ts.
export const savedDe: Record<keyof typeof savedEn, string> = {
  'saved.heading': 'Offline',
  'saved.save': 'Für offline speichern',
  'saved.estimate': 'Dieser Führer mit Karte, Bildern und Downloads braucht auf diesem Gerät etwa {size} (höchstens {budget} pro Führer).',
  'saved.confirm': '{size} auf diesem Gerät speichern',
  'saved.estimating': 'Der Platzbedarf dieses Führers wird ermittelt…',
  'saved.progress': 'Wird für offline gespeichert',
  'saved.done': 'Gespeichert: Dieser Führer und seine Karte öffnen sich ohne Verbindung. Sie finden ihn unter den gespeicherten Führern.',
  'saved.tooLarge': 'Dieser Führer ist zu gross zum Speichern: Er braucht etwa {size}, mehr als die {budget}, die ein Führer belegen darf.',
  'saved.failed': 'Der Führer konnte nicht gespeichert werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  'saved.guides': 'Für offline gespeicherte Führer',
  'saved.guidesIntro': 'Weg- und Routenseiten sowie die Karte bieten «Für offline speichern» an: Was Sie speichern, öffnet sich hier ohne Verbindung, mit Karte.',
  'saved.noGuides': 'Auf diesem Gerät ist noch kein Führer gespeichert.',
  'saved.details': '{size}, gespeichert am {date}',
  'saved.update': 'Aktualisieren',
  'saved.remove': 'Entfernen',
  'saved.updated': '{title} ist aktuell.',
  'saved.removed': '{title} ist nicht mehr gespeichert.',
  'saved.updateFailed': '{title} konnte nicht aktualisiert werden; die gespeicherte Kopie bleibt.',
  'saved.detailKept': 'Kartendetails bis Zoomstufe {zoom} gespeichert, um {budget} nicht zu überschreiten.',
  'saved.savedState': 'Für offline gespeichert',
};
