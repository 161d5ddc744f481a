import { useText } from '../components/text';

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
      <p>{t('offline.savedGuidesIntro')}</p>
    </section>
  );
}
