// The saved guides page's list (ui/components/SavedGuideList.tsx, docs/decisions/037-saved-guides.md,
// 055): each saved guide's title linking its page, its size and date, Update and Remove, filled from
// the device's saved-guides cache without React. Loaded by the page-wide script only where the list is.
import { SAVED_GUIDES_ATTRIBUTES as A } from '../../ui/views/saved-guides-protocol';
import { fill, megabytes, savedDate } from './guide-text';
import { removeGuide, savedGuides, updateGuide } from './saved-guides';

/** Fills the list from the cache: one row per guide, the latest saved first, or the empty note. */
async function render(section: HTMLElement): Promise<void> {
  const list = section.querySelector('ul');
  const template = section.querySelector<HTMLTemplateElement>(`template[${A.row}]`);
  if (!list || !template) return;
  const lang = section.ownerDocument.documentElement.lang || 'en';
  const rows = (await savedGuides()).map((guide) => {
    const row = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    row.dataset.page = guide.page;
    const link = row.querySelector('a')!;
    link.href = guide.page;
    link.textContent = guide.title;
    row.querySelector('.saved-guides__details')!.textContent = fill(section.getAttribute(A.details) ?? '', { size: megabytes(guide.bytes, lang), date: savedDate(guide.savedAt, lang) });
    for (const hint of row.querySelectorAll('button .visually-hidden')) hint.textContent = ` ${guide.title}`;
    return row;
  });
  list.replaceChildren(...rows);
  list.hidden = rows.length === 0;
  const empty = section.querySelector<HTMLElement>(`[${A.empty}]`);
  if (empty) empty.hidden = rows.length > 0;
}

/** Lists the saved guides in `section` and answers its rows' Update and Remove. */
export async function listSavedGuides(section: HTMLElement): Promise<void> {
  const status = section.querySelector('[role="status"]');
  section.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`[${A.action}]`) : null;
    const row = button?.closest<HTMLElement>('[data-page]');
    if (!button || !row || !status) return;
    const page = row.dataset.page!;
    const say = (attribute: string) => {
      status.textContent = fill(section.getAttribute(attribute) ?? '', { title: row.querySelector('a')?.textContent ?? page });
    };
    const buttons = [...section.querySelectorAll<HTMLButtonElement>(`[${A.action}]`)];
    for (const each of buttons) each.disabled = true;
    const done = button.getAttribute(A.action) === 'remove' ? removeGuide(page).then(() => say(A.removed)) : updateGuide(page).then(() => say(A.updated));
    done
      .catch(() => say(A.updateFailed))
      .then(() => render(section))
      .catch(() => undefined)
      .finally(() => {
        for (const each of buttons) each.disabled = false;
      });
  });
  await render(section);
}
