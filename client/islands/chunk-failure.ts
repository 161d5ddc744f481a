/** The server's template of the message (ui/layout/Layout.tsx), in the page's language. */
const TEMPLATE = 'template[data-chunk-failure]';

/**
 * A chunk that failed to load (docs/product/views-and-states.md#chunk-failure): an island whose code did not arrive says so, with a link that
 * reloads the page, above its server markup (which keeps working as it does without JavaScript).
 */
export function showChunkFailure(root: HTMLElement): void {
  const template = root.ownerDocument.querySelector<HTMLTemplateElement>(TEMPLATE);
  if (!template || root.querySelector('[data-chunk-failed]')) return;
  const message = template.content.firstElementChild?.cloneNode(true);
  if (!(message instanceof HTMLElement)) return;
  const reload = message.querySelector('a');
  reload?.setAttribute('href', location.href);
  reload?.addEventListener('click', (event) => {
    event.preventDefault();
    location.reload();
  });
  root.prepend(message);
}
