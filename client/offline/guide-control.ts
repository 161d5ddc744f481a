// A detail page's "Save for offline" control once its guide is saved (ui/components/GuideControl.tsx,
// docs/decisions/055-trail-page-reading-order.md): said on load by this page-wide code, without React;
// Update and Remove load the saving code only when clicked.
import { GUIDE_CONTROL_ATTRIBUTES as A, GUIDE_SAVED_EVENT } from '../../ui/components/guide-control-protocol';
import { guideRecordUrl, SAVED_GUIDES_CACHE } from './cache-names';
import { fill } from './guide-text';

const CONTROL = `[${A.control}]`;

/** This page as a saved guide names it: its path and query. */
const pageOf = (doc: Document) => `${doc.location.pathname}${doc.location.search}`;

function mark(control: Element, saved: boolean, status?: string): void {
  control.toggleAttribute(A.saved, saved);
  if (status === undefined) return;
  // The control's own status line, not the save island's inside it.
  const line = control.querySelector(':scope > [role="status"]');
  if (line) line.textContent = status;
}

/** Marks the controls under `scope` saved when the device keeps this page as a guide. */
export async function showSavedGuide(scope: ParentNode, win: Window): Promise<void> {
  const controls = [...scope.querySelectorAll(CONTROL)];
  if (controls.length === 0 || !('caches' in win) || !(await win.caches.has(SAVED_GUIDES_CACHE))) return;
  // Read once the promise settles: a swapped-in page's address is pushed just after its islands start.
  const record = await (await win.caches.open(SAVED_GUIDES_CACHE)).match(guideRecordUrl(win.location.origin, pageOf(win.document)));
  for (const control of controls) mark(control, record !== undefined);
}

async function act(control: Element, action: string, doc: Document): Promise<void> {
  const title = control.getAttribute(A.title) ?? '';
  const say = (attribute: string) => fill(control.getAttribute(attribute) ?? '', { title });
  const buttons = [...control.querySelectorAll<HTMLButtonElement>(`[${A.action}]`)];
  for (const button of buttons) button.disabled = true;
  try {
    const guides = await import('./saved-guides');
    if (action === 'remove') {
      await guides.removeGuide(pageOf(doc));
      mark(control, false, say(A.removed));
    } else {
      await guides.updateGuide(pageOf(doc));
      mark(control, true, say(A.updated));
    }
  } catch {
    // A removal that failed leaves the guide as it was; an update keeps the saved copy.
    if (action !== 'remove') mark(control, true, say(A.updateFailed));
  } finally {
    for (const button of buttons) button.disabled = false;
  }
}

/** Update and Remove, and the save island's news of a guide saved, delegated from the document. */
export function enhanceGuideControls(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`${CONTROL} [${A.action}]`) : null;
    const control = button?.closest(CONTROL);
    if (button && control) void act(control, button.getAttribute(A.action) ?? '', doc);
  });
  doc.addEventListener(GUIDE_SAVED_EVENT, (event) => {
    for (const control of doc.querySelectorAll(CONTROL)) mark(control, true, (event as CustomEvent<string>).detail);
  });
}
