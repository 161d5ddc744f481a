import type { ReactNode } from 'react';
import { shellLabels, type ShellLabels } from './labels';
import type { LayoutModel, NavLink, LocaleOption } from './layout-model';
import { Island } from '../islands/Island';
import type { Locale } from '../../core/i18n/locales';

export interface LayoutProps {
  model: LayoutModel;
  /** The site notices (see Notices): content, so the navigation waits for them in the stream. */
  notices: ReactNode;
  children: ReactNode;
}

/**
 * The layout (docs/product/menus-and-layout.md#layout): notices, top navigation, the routed view, bottom
 * section, in that order in the markup as on the screen. Notices that came after the navigation in the
 * stream were drawn above it once they arrived and pushed a navigation already painted down the page.
 */
export function Layout({ model, notices, children }: LayoutProps) {
  const labels = shellLabels(model.locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {labels.skip}
      </a>
      <ProgressBar />
      <header className="site-header">
        {notices}
        <TopNav model={model} labels={labels} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Bottom model={model} labels={labels} />
      <ChunkFailure message={labels.chunkFailed} reload={labels.reload} />
    </>
  );
}

const MENU_ID = 'site-menu';
const SEARCH_ID = 'site-search';

/** Only the words the panel shows: the props are written into every page. */
function searchLabels({ search, searchLabel, searchSubmit, searchPlaceholder, closeSearch, searching, noResults }: ShellLabels) {
  return { search, searchLabel, searchSubmit, searchPlaceholder, closeSearch, searching, noResults };
}

/**
 * The search island (toggle and panel) sits in the top bar, so the panel follows its toggle in the
 * reading order; the stylesheet shows the panel full width below the bar.
 */
function TopNav({ model, labels }: { model: LayoutModel; labels: ShellLabels }) {
  return (
    <div className="top" id="top">
      <div className="top-bar">
        <Brand model={model} />
        {model.search ? <Island name="search" load="interaction" props={{ id: SEARCH_ID, action: model.search.action, labels: searchLabels(labels) }} /> : null}
        <MenuToggle target={MENU_ID} label={labels.menu} closeLabel={labels.closeMenu} />
      </div>
      <div className="site-menu" id={MENU_ID} data-menu="">
        <NavList className="menu menu-primary" label={labels.primaryNav} links={model.primary} newTab={labels.newTab} />
        <NavList className="menu menu-secondary" label={labels.secondaryNav} links={model.secondary} newTab={labels.newTab} />
        <a className="menu-close" href="#top" data-menu-close="">
          {labels.closeMenu}
        </a>
      </div>
      {model.badge ? (
        <a className="badge" href={model.badge.url} target="_blank" rel="noopener noreferrer">
          <img src={model.badge.image} alt={labels.developedWith} />
          <span className="visually-hidden">{` ${labels.newTab}`}</span>
        </a>
      ) : null}
    </div>
  );
}

/** Only the words the form shows: the props are written into every page. */
function newsletterProps(labels: ShellLabels, action: string) {
  return {
    action,
    labels: { newsletter: labels.newsletter, newsletterIntro: labels.newsletterIntro, email: labels.email, subscribe: labels.subscribe },
    messages: { invalidEmail: labels.invalidEmail, submitting: labels.submitting, failed: labels.requestFailed },
  };
}

function Bottom({ model, labels }: { model: LayoutModel; labels: ShellLabels }) {
  const { bottom } = model;
  return (
    <footer className="bottom">
      <div className="bottom-grid">
        <div className="bottom-brand">
          <Brand model={model} />
          {bottom.address ? <address className="bottom-address">{bottom.address}</address> : null}
          {bottom.contacts.length ? (
            <ul className="bottom-contacts" aria-label={labels.contact}>
              {bottom.contacts.map((contact) => (
                <li key={contact.label}>{contact.href ? <a href={contact.href}>{contact.label}</a> : contact.label}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <NavList className="bottom-links" label={labels.footerNav} links={bottom.links} newTab={labels.newTab} />
        {bottom.social.length ? (
          <div className="bottom-social">
            <h2 className="bottom-heading">{labels.social}</h2>
            <ul>
              {bottom.social.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.network}
                    <span className="visually-hidden">{` ${labels.newTab}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bottom.newsletter ? <Island name="newsletter" load="interaction" props={newsletterProps(labels, bottom.newsletter.action)} /> : null}
      </div>
      <div className="bottom-end">
        <LocaleSelector locales={bottom.locales} current={model.locale} labels={labels} />
        {bottom.dataSource ? (
          <p className="data-source">
            {labels.dataCredit} <a href={bottom.dataSource.url}>{bottom.dataSource.credit}</a>
            {labels.dataDate(bottom.dataSource.date)}
          </p>
        ) : null}
        <p className="copyright">{labels.copyright(bottom.year, model.siteName)}</p>
      </div>
    </footer>
  );
}

/** A labelled navigation landmark with its links; nothing at all when there are no links. */
function NavList({ className, label, links, newTab }: { className: string; label: string; links: readonly NavLink[]; newTab: string }) {
  if (!links.length) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link, i) => (
          <li key={`${i}:${link.href}`}>
            <NavItem link={link} newTab={newTab} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One menu link: current page marked, external links in a new tab with a spoken hint. */
function NavItem({ link, newTab }: { link: NavLink; newTab: string }) {
  const className = [link.current ? 'is-current' : '', link.large ? 'is-large' : ''].filter(Boolean).join(' ') || undefined;
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden">{` ${newTab}`}</span>
      </a>
    );
  }
  return (
    <a className={className} href={link.href} aria-current={link.current ? 'page' : undefined}>
      {link.label}
    </a>
  );
}

/**
 * The site's mark and its name as text: the wordmark is set in the page's own font (never an SVG
 * whose text falls back to a serif) and takes its colour from where it stands, so it stays legible
 * on the light header and the dark footer alike. The link's name is the text, so the mark is decorative.
 */
function Brand({ model }: { model: Pick<LayoutModel, 'homeHref' | 'logo' | 'siteName'> }) {
  const size = model.logo?.height ?? '48';
  return (
    <a className="brand" href={model.homeHref}>
      {model.logo ? <img className="brand-logo" src={model.logo.src} alt="" width={size} height={size} /> : null}
      <span className="brand-name">{model.siteName}</span>
    </a>
  );
}

/** A plain form: works without JavaScript (POST, then a 303 back to the page). */
function LocaleSelector(props: { locales: readonly LocaleOption[]; current: Locale; labels: { language: string; changeLanguage: string } }) {
  if (props.locales.length < 2) return null;
  return (
    <form className="locale-selector" method="post" action="/preferences/locale">
      <label htmlFor="locale-select">{props.labels.language}</label>
      <select id="locale-select" name="locale" defaultValue={props.current}>
        {props.locales.map((locale) => (
          <option key={locale.id} value={locale.id} lang={locale.id}>
            {locale.label}
          </option>
        ))}
      </select>
      <button type="submit">{props.labels.changeLanguage}</button>
    </form>
  );
}

/**
 * The message an island shows when its code failed to load (docs/product/views-and-states.md#chunk-failure), as an
 * inert template the browser runtime copies (client/islands/start.ts): the page-wide script
 * carries no texts, and without JavaScript nothing of it shows.
 */
function ChunkFailure({ message, reload }: { message: string; reload: string }) {
  return (
    <template data-chunk-failure="">
      <p className="chunk-failed" role="alert" data-chunk-failed="">
        {message} <a href="#main">{reload}</a>
      </p>
    </template>
  );
}

/**
 * Opens the mobile menu. Without JavaScript it is a fragment link and CSS :target shows the menu;
 * client/menu.ts turns it into a real toggle button (aria-expanded, scroll lock, Escape) whose words
 * follow its state: `label` while closed, `closeLabel` while open.
 */
function MenuToggle({ target, label, closeLabel }: { target: string; label: string; closeLabel: string }) {
  return (
    <a className="menu-toggle" href={`#${target}`} aria-controls={target} data-menu-toggle="" data-open-label={label} data-close-label={closeLabel}>
      <span className="menu-toggle-icon" aria-hidden="true" />
      <span className="menu-toggle-label">{label}</span>
    </a>
  );
}

/** The navigation progress bar (docs/product/views-and-states.md#navigation-progress); client/progress.ts drives it, hidden until a navigation starts. */
function ProgressBar() {
  return (
    <div className="progress" data-progress="" aria-hidden="true">
      <div className="progress-bar" />
    </div>
  );
}
