// Offline texts in English: the offline page, and what a form made without a network tells the visitor
// (docs/decisions/034-offline.md). The page-wide script carries this table and its Spanish twin alone.
export const offlineEn = {
  'offline.title': 'You are offline',
  'offline.notKept': 'This page has not been read on this device yet, so it cannot open without a connection. The pages you have read here open offline.',
  'offline.savedGuides': 'Saved guides',
  'offline.savedGuidesIntro': 'What this device keeps for reading without a connection is listed on the saved guides page.',
  'offline.keptPages': 'Pages kept on this device',
  'offline.keptPagesIntro': 'The pages you read here open without a connection, the latest first.',
  'offline.noKeptPages': 'No page is kept on this device yet.',
  'offline.formKept': 'You are offline. This is kept on this device and will be sent when the connection returns.',
  'offline.reportKept': 'You are offline. Your report is kept on this device: when you are back online, open this page again to complete the captcha and send it.',
  'offline.reportRestored': 'Your report typed offline is back in the form: complete the captcha and send it.',
} as const;
