import type { savedEn } from './saved-en';

// Saving a guide for offline and the saved guides list, in Spanish, key for key with saved-en.ts.
export const savedEs: Record<keyof typeof savedEn, string> = {
  'saved.heading': 'Sin conexión',
  'saved.save': 'Guardar para usar sin conexión',
  'saved.estimate': 'Esta guía con su mapa, fotos y descargas ocupa unos {size} en este dispositivo (como máximo {budget} por guía).',
  'saved.detailKept': 'Detalle del mapa guardado hasta el zoom {zoom} para no pasar de {budget}.',
  'saved.confirm': 'Guardar {size} en este dispositivo',
  'saved.estimating': 'Midiendo lo que necesita esta guía…',
  'saved.progress': 'Guardando para usar sin conexión',
  'saved.done': 'Guardada: esta guía y su mapa se abren sin conexión. La encontrarás en las guías guardadas.',
  'saved.tooLarge': 'Esta guía es demasiado grande para guardarla: necesita unos {size}, más de los {budget} que puede ocupar una guía.',
  'saved.failed': 'No se pudo guardar la guía. Comprueba la conexión e inténtalo de nuevo.',
  'saved.guides': 'Guías guardadas para usar sin conexión',
  'saved.guidesIntro': 'Las páginas de rutas y el mapa ofrecen «Guardar para usar sin conexión»: lo que guardes se abre aquí sin conexión, con su mapa.',
  'saved.noGuides': 'Aún no hay ninguna guía guardada en este dispositivo.',
  'saved.details': '{size}, guardada el {date}',
  'saved.savedState': 'Guardada para usar sin conexión',
  'saved.update': 'Actualizar',
  'saved.remove': 'Quitar',
  'saved.updated': '{title} está al día.',
  'saved.removed': '{title} ya no está guardada.',
  'saved.updateFailed': 'No se pudo actualizar {title}; la copia guardada se mantiene.',
};
