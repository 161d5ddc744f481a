import { Brand } from './Brand';
import { MenuToggle } from '../islands/MenuToggle';
import { Island } from '../islands/Island';
import type { ShellLabels } from './labels';
import type { LayoutModel } from './layout-model';
import { NavList } from './NavList';

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
export function TopNav({ model, labels }: { model: LayoutModel; labels: ShellLabels }) {
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
