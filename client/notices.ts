/**
 * Site notices (docs/product/menus-and-layout.md#notices) made dismissible: each notice's dismiss button hides it for good on
 * this browser (remembered per notice id in localStorage). Folding needs no script (ui/layout/Notices.tsx).
 * The notices stream in with the navigation after them, so this runs once they are in the document.
 */
const KEY = 'tg:dismissed-notices';

/** The ids of the notices dismissed, from what is stored; anything else stored there counts as none. */
function dismissedIds(stored: string | null): Set<string> {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function dismissed(storage: Storage | undefined): Set<string> {
  try {
    return dismissedIds(storage?.getItem(KEY) ?? null);
  } catch {
    // Storage refused (blocked cookies throw on access): nothing was dismissed.
    return new Set();
  }
}

function remember(storage: Storage | undefined, id: string): void {
  try {
    storage?.setItem(KEY, JSON.stringify([...dismissed(storage), id]));
  } catch {
    // Storage full or refused (private mode): the notice is still hidden on this page.
  }
}

function enhance(notice: HTMLElement, storage: Storage | undefined, hidden: Set<string>): void {
  const id = notice.dataset.notice ?? '';
  if (notice.dataset.enhanced) return;
  notice.dataset.enhanced = '';
  if (hidden.has(id)) {
    notice.hidden = true;
    return;
  }
  const dismiss = notice.querySelector<HTMLButtonElement>('[data-notice-dismiss]');
  if (dismiss) {
    dismiss.hidden = false;
    dismiss.addEventListener('click', () => {
      remember(storage, id);
      notice.hidden = true;
    });
  }
}

export function enhanceNotices(doc: Document, storage: Storage | undefined): void {
  const run = () => {
    const hidden = dismissed(storage);
    doc.querySelectorAll<HTMLElement>('[data-notice]').forEach((notice) => {
      enhance(notice, storage, hidden);
    });
  };
  run();
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
}
