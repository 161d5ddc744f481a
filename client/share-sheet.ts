import { SHARE_SHEET_ATTRIBUTES as A } from '../ui/components/share-sheet-protocol';

// The share panel's parts that need a script (ui/components/ShareSheet.tsx): the device's share
// dialog where the browser has one, and the copy buttons. The panel itself is a <details>: it opens
// and closes without any of this.

/** Shows the panel's scripted parts under `scope`: at first, and on each page the navigation enhancer swaps in. */
export function showShareTools(scope: ParentNode, nav: Navigator = navigator): void {
  for (const copy of scope.querySelectorAll<HTMLElement>(`[${A.sheet}] [${A.copy}]`)) copy.hidden = false;
  if (typeof nav.share !== 'function') return;
  for (const native of scope.querySelectorAll<HTMLElement>(`[${A.sheet}] [${A.native}]`)) native.hidden = false;
}

/** What the panel's status says: the copy button's own text for the outcome. */
function say(sheet: Element, text: string | null): void {
  const status = sheet.querySelector('[role="status"]');
  if (status) status.textContent = text ?? '';
}

async function copy(button: Element, sheet: Element, doc: Document): Promise<void> {
  const field = doc.getElementById(button.getAttribute(A.copy) ?? '');
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  try {
    await doc.defaultView!.navigator.clipboard.writeText(field.value);
    say(sheet, button.getAttribute(A.copied));
  } catch {
    // Selected, so the visitor copies it by hand.
    field.select();
    say(sheet, button.getAttribute(A.copyFailed));
  }
}

/** Copying and the device's share dialog, delegated from the document so swapped-in pages are covered too. */
export function enhanceShareSheets(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const sheet = target?.closest(`[${A.sheet}]`);
    if (!target || !sheet) return;
    const copier = target.closest(`[${A.copy}]`);
    if (copier) {
      void copy(copier, sheet, doc);
      return;
    }
    if (!target.closest(`[${A.native}] button`)) return;
    const url = sheet.querySelector<HTMLInputElement>('input[type="url"]')?.value ?? doc.location.href;
    // Dismissing the dialog rejects too: nothing to tell the visitor.
    doc.defaultView?.navigator.share({ title: sheet.getAttribute(A.title) ?? doc.title, url }).catch(() => undefined);
  });
}
