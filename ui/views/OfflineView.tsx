import { useText } from '../components/text';
import { SavedGuideList } from '../components/SavedGuideList';
import { KEPT_PAGES_ATTRIBUTE, KEPT_PAGES_EMPTY_ATTRIBUTE } from './saved-guides-protocol';

export interface OfflineViewProps {
  /** The saved guides page, in the page's language. */
  savedHref: string;
}

/** What the service worker shows for a page it has not kept when there is no network (client/sw/sw.ts). */
export function OfflineView({ savedHref }: OfflineViewProps) {
  const t = useText();
  return (
    <section className="view view--offline" aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{t('offline.notKept')}</p>
      <p>
        {t('offline.savedGuidesIntro')} <a href={savedHref}>{t('offline.savedGuides')}</a>
      </p>
    </section>
  );
}

/** The saved guides page: what this device keeps for reading offline. */
export function SavedGuidesView() {
  const t = useText();
  return (
    <section className="view view--saved" aria-labelledby="saved-title">
      <h1 id="saved-title">{t('offline.savedGuides')}</h1>
      <SavedGuideList />
      <h2>{t('offline.keptPages')}</h2>
      <p>{t('offline.keptPagesIntro')}</p>
      <ul className="kept-pages" {...{ [KEPT_PAGES_ATTRIBUTE]: '' }} hidden />
      <p {...{ [KEPT_PAGES_EMPTY_ATTRIBUTE]: '' }}>{t('offline.noKeptPages')}</p>
    </section>
  );
}
