// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceNotices } from './notices';

// The notices as the layout renders them (ui/layout/Notices.tsx), enhanced with what this browser stored.

const KEY = 'tg:dismissed-notices';
const IDS = ['storm-warning', 'ferry-strike', 'road-works'];

/** The notices still shown once the page is enhanced with `stored` as the browser's dismissed list. */
function shownWith(stored: string | null): string[] {
  if (stored !== null) localStorage.setItem(KEY, stored);
  document.body.innerHTML = IDS.map(
    (id) =>
      `<div class="notice" data-notice="${id}"><p>${id}</p><details class="notice-fold"><summary class="notice-button notice-expand"></summary></details><button type="button" hidden data-notice-dismiss></button></div>`,
  ).join('');
  enhanceNotices(document, localStorage);
  return [...document.querySelectorAll<HTMLElement>('[data-notice]')].filter((notice) => !notice.hidden).map((notice) => notice.dataset.notice!);
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('dismissed notices', () => {
  it('hides the notices dismissed on this browser', () => {
    expect(shownWith('["storm-warning","ferry-strike"]')).toEqual(['road-works']);
    localStorage.clear();
    expect(shownWith(null)).toEqual(IDS);
  });

  it('shows every notice again rather than fail on what another script or an old version stored', () => {
    expect(shownWith('not json')).toEqual(IDS);
    expect(shownWith('{"storm-warning":true}')).toEqual(IDS);
    expect(shownWith('[1,"storm-warning",null,{}]')).toEqual(['ferry-strike', 'road-works']);
  });

  it('remembers a dismissal: the notice goes now and stays gone on the next page', () => {
    expect(shownWith(null)).toEqual(IDS);
    document.querySelector<HTMLButtonElement>('[data-notice="ferry-strike"] [data-notice-dismiss]')!.click();
    expect(document.querySelector<HTMLElement>('[data-notice="ferry-strike"]')!.hidden).toBe(true);
    expect(shownWith(null)).toEqual(['storm-warning', 'road-works']);
  });
});
