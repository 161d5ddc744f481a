// Saving a guide for offline and the saved guides list, in English (docs/decisions/037-saved-guides.md).
// {size} and {budget} are filled in the browser, in megabytes; {zoom} is the deepest map zoom a guide keeps.
export const savedEn = {
  'saved.heading': 'Offline',
  'saved.save': 'Save for offline',
  'saved.estimate': 'This guide with its map, pictures and downloads takes about {size} on this device (at most {budget} per guide).',
  'saved.detailKept': 'Map detail kept to zoom {zoom} to stay within {budget}.',
  'saved.confirm': 'Save {size} on this device',
  'saved.estimating': 'Measuring what this guide needs…',
  'saved.progress': 'Saving for offline',
  'saved.done': 'Saved: this guide and its map open without a connection. Find it under saved guides.',
  'saved.tooLarge': 'This guide is too large to save: it needs about {size}, more than the {budget} a guide may take.',
  'saved.failed': 'The guide could not be saved. Check the connection and try again.',
  'saved.guides': 'Guides saved for offline',
  'saved.guidesIntro': 'Trail and route pages and the map offer “Save for offline”: what you save opens here without a connection, with its map.',
  'saved.noGuides': 'No guide is saved on this device yet.',
  'saved.details': '{size}, saved {date}',
  'saved.savedState': 'Saved for offline',
  'saved.update': 'Update',
  'saved.remove': 'Remove',
  'saved.updated': '{title} is up to date.',
  'saved.removed': '{title} is no longer saved.',
  'saved.updateFailed': '{title} could not be updated; the saved copy stays.',
} as const;
