// What a detail page's "Save for offline" control (ui/components/GuideControl.tsx) tells the
// page-wide script (client/offline/guide-control.ts) and the save island (client/islands/save.tsx).
// Constants alone: both builds may hold a copy (build.mjs, STATELESS).

export const GUIDE_CONTROL_ATTRIBUTES = {
  /** The control: the save island, and the saved guide's label with Update and Remove. */
  control: 'data-guide-control',
  /** Set on the control while this page is saved on the device: the stylesheet shows the saved part. */
  saved: 'data-guide-saved',
  /** On Update and Remove: which. */
  action: 'data-guide-action',
  /** On the control: the status templates with {title}. */
  updated: 'data-updated',
  updateFailed: 'data-update-failed',
  removed: 'data-removed',
  /** On the control: the guide's title, for those templates. */
  title: 'data-guide-title',
} as const;

/** Sent on the document by the save island once a guide is saved; its detail is the status to show. */
export const GUIDE_SAVED_EVENT = 'tg-guide:saved';
