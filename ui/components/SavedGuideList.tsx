import { SAVED_GUIDES_ATTRIBUTES as A } from '../views/saved-guides-protocol';
import { useText } from './text';

/**
 * The saved guides page's list of guides saved for offline (docs/decisions/037-saved-guides.md, 055):
 * read from the device, so the server renders its heading, the empty list's text and a template of one
 * row, which the page-wide script's lazy part fills (client/offline/saved-list.ts) without React.
 */
export function SavedGuideList() {
  const t = useText();
  const texts = { [A.list]: '', [A.details]: t('saved.details'), [A.updated]: t('saved.updated'), [A.removed]: t('saved.removed'), [A.updateFailed]: t('saved.updateFailed') };
  return (
    <section className="saved-guides" aria-labelledby="saved-guides-heading" {...texts}>
      <h2 id="saved-guides-heading">{t('saved.guides')}</h2>
      <p>{t('saved.guidesIntro')}</p>
      <p {...{ [A.empty]: '' }}>{t('saved.noGuides')}</p>
      <ul className="saved-guides__list" hidden />
      <template {...{ [A.row]: '' }}>
        <li className="saved-guides__item">
          {/* The title and link are the guide's, written in by the script: this text is never shown. */}
          <a href="/">{t('saved.guides')}</a> <span className="saved-guides__details" />{' '}
          <button type="button" className="button button-secondary" {...{ [A.action]: 'update' }}>
            {t('saved.update')}
            <span className="visually-hidden" />
          </button>{' '}
          <button type="button" className="button button-secondary" {...{ [A.action]: 'remove' }}>
            {t('saved.remove')}
            <span className="visually-hidden" />
          </button>
        </li>
      </template>
      <p className="saved-guides__status" role="status" />
    </section>
  );
}
