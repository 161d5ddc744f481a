import { NavigationFailed } from './pages';

const MAIN = 'main#main';
/** Kept in place: the running script, and stylesheets both pages link (reloading them would flash). */
const KEPT = 'script[src], link[rel="stylesheet"]';

// Every script tag counts, the main region's too: a page with a script of its own (the report form's
// captcha widget) needs its own load and its own CSP, which a swap would give it neither.
const scriptsOf = (doc: Document) =>
  [...doc.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((script) => script.getAttribute('src'))
    .join(' ');

/**
 * Swaps the page's head and main region for those of `next`. A page in another language, or one with
 * other scripts (a new deploy, a form's widget), cannot be taken over in place: that fails with its URL, so the
 * browser loads it whole.
 */
export function swapPage(doc: Document, next: Document, url: string): HTMLElement {
  const main = doc.querySelector<HTMLElement>(MAIN);
  const nextMain = next.querySelector<HTMLElement>(MAIN);
  if (!main || !nextMain || next.documentElement.lang !== doc.documentElement.lang || scriptsOf(next) !== scriptsOf(doc)) {
    throw new NavigationFailed('page cannot be swapped in place', url);
  }
  swapHead(doc.head, next.head);
  markCurrentLinks(doc, next);
  const adopted = doc.adoptNode(nextMain);
  main.replaceWith(adopted);
  return adopted;
}

function swapHead(head: HTMLHeadElement, nextHead: HTMLHeadElement): void {
  const kept = new Set([...head.querySelectorAll(KEPT)].map((node) => node.outerHTML));
  for (const node of [...head.children]) {
    if (!node.matches(KEPT)) node.remove();
  }
  for (const node of [...nextHead.children]) {
    if (node.matches(KEPT) && kept.has(node.outerHTML)) continue;
    // A script parsed by DOMParser never runs; JSON-LD is data and stays as it is.
    head.append(head.ownerDocument.adoptNode(node));
  }
}

/** The menus stay; only which link is the current page changes (docs/product/views-and-states.md#client-navigation). */
function markCurrentLinks(doc: Document, next: Document): void {
  const links = doc.querySelectorAll<HTMLAnchorElement>('.site-menu a');
  const nextLinks = next.querySelectorAll<HTMLAnchorElement>('.site-menu a');
  if (links.length !== nextLinks.length) return;
  links.forEach((link, i) => {
    const source = nextLinks[i]!;
    for (const name of ['class', 'aria-current']) {
      const value = source.getAttribute(name);
      if (value === null) link.removeAttribute(name);
      else link.setAttribute(name, value);
    }
  });
}
