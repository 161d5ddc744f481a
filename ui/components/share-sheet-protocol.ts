// What the share panel's server markup (ShareSheet.tsx) tells its script (client/share-sheet.ts).
export const SHARE_SHEET_ATTRIBUTES = {
  /** The panel; its value is empty. */
  sheet: 'data-share-sheet',
  /** On the panel: the title the device's share dialog is given with the link. */
  title: 'data-share-title',
  /** The item of the device's share dialog, hidden where the browser has none. */
  native: 'data-share-native',
  /** A copy button, hidden until the script runs; its value is the id of the field it copies. */
  copy: 'data-copy',
  /** On a copy button: what the status says once copied, or when copying failed. */
  copied: 'data-copied',
  copyFailed: 'data-copy-failed',
} as const;
