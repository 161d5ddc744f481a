import { ISLAND_ATTRIBUTES } from '../../ui/islands/island-protocol';
import { needsCaptcha, offlineText } from './keep-offline';
import { dropForm, keptForms } from './outbox';

/**
 * A form behind a captcha made offline (the trail report) cannot be sent by itself: back on its page
 * with a network, its fields are filled again, a notice asks for the captcha, and the kept copy is
 * dropped once the visitor sends the form.
 */
export async function restoreDrafts(scope: ParentNode): Promise<void> {
  const forms = [...scope.querySelectorAll<HTMLFormElement>('form[method="post"]')];
  if (forms.length === 0) return;
  for (const kept of await keptForms()) {
    if (!kept.captcha) continue;
    const form = forms.find((candidate) => candidate.action === kept.action);
    if (!form) continue;
    for (const [name, value] of Object.entries(kept.body)) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !needsCaptcha({ [name]: value })) field.value = value;
    }
    // Before the island, not inside it: React owns what it hydrates.
    const doc = form.ownerDocument;
    const notice = doc.createElement('p');
    notice.className = 'offline-draft';
    notice.setAttribute('role', 'status');
    notice.textContent = offlineText(doc.documentElement.lang, 'offline.reportRestored');
    (form.closest(`[${ISLAND_ATTRIBUTES.name}]`) ?? form).before(notice);
    form.addEventListener('submit', () => void dropForm(kept.id).then(() => notice.remove()), { once: true, capture: true });
  }
}
