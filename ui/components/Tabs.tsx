import { indexHref } from './index-href';
import type { IndexState, Tab } from './models';
import { useText } from './text';

export interface TabsProps {
  path: string;
  state: IndexState;
  tabs: Tab[];
  current: Tab;
}

/** Tabs are links carrying ?tab=, so each tab is a real page that works without JavaScript. */
export function Tabs({ path, state, tabs, current }: TabsProps) {
  const t = useText();
  if (tabs.length < 2) return null;
  return (
    <nav className="tabs" aria-label={t('tab.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <a href={indexHref(path, state, { tab, page: 1 })} {...(tab === current ? { 'aria-current': 'page' as const } : {})}>
              {t(`tab.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
