// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareSheet } from '../ui/components/ShareSheet';
import { enhanceShareSheets, showShareTools } from './share-sheet';

// The share panel as the detail page renders it (ui/components/ShareSheet.tsx; keys stand in for the
// texts), with what the page-wide script adds: the device's share dialog and the copy buttons.

const URL = 'https://islands.example/entries/ridge-trail/t1';
const embed = {
  id: 'embed-code',
  items: [{ label: 'Ridge Trail', snippet: '<iframe src="x"></iframe>', src: 'https://islands.example/embeds/ridge-trail/t1', title: 'Ridge Trail', width: 480, height: 420 }],
  labels: { heading: 'h', intro: 'Show {title}', entry: 'e', code: 'Code', copy: 'Copy code', copied: 'Code copied', copyFailed: 'Code not copied', preview: 'p' },
};

function page(): void {
  document.body.innerHTML = renderToStaticMarkup(createElement(ShareSheet, { share: { url: URL, title: 'Ridge Trail' }, embed }));
}

const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.hidden).length;
const status = () => document.querySelector('[role="status"]')!.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the share panel with its script', () => {
  it("shows the copy buttons, and 'Share via…' only where the browser has navigator.share", () => {
    page();
    expect(shown('[data-copy]')).toBe(0);
    showShareTools(document, {} as Navigator);
    expect(shown('[data-copy]')).toBe(2);
    expect(shown('[data-share-native]')).toBe(0);
    showShareTools(document, { share: () => Promise.resolve() } as unknown as Navigator);
    expect(shown('[data-share-native]')).toBe(1);
  });

  it('copies the link or the embed code and says so; when copying fails, selects the field and says that', async () => {
    page();
    enhanceShareSheets(document);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    document.querySelector<HTMLButtonElement>('[data-copy="share-url"]')!.click();
    await vi.waitFor(() => expect(status()).toBe('share.copied'));
    expect(writeText).toHaveBeenLastCalledWith(URL);
    document.querySelector<HTMLButtonElement>('[data-copy="share-embed-code"]')!.click();
    await vi.waitFor(() => expect(status()).toBe('Code copied'));
    expect(writeText).toHaveBeenLastCalledWith('<iframe src="x"></iframe>');

    writeText.mockRejectedValue(new Error('denied'));
    const field = document.querySelector<HTMLInputElement>('#share-url')!;
    const select = vi.spyOn(field, 'select');
    document.querySelector<HTMLButtonElement>('[data-copy="share-url"]')!.click();
    await vi.waitFor(() => expect(status()).toBe('share.copyFailed'));
    expect(select).toHaveBeenCalled();
  });

  it("'Share via…' hands the device's dialog the page's title and link", async () => {
    page();
    enhanceShareSheets(document);
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'share', { configurable: true, value: share });
    document.querySelector<HTMLButtonElement>('[data-share-native] button')!.click();
    expect(share).toHaveBeenCalledWith({ title: 'Ridge Trail', url: URL });
  });
});
