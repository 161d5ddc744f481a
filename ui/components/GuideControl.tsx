import { Island } from '../islands/Island';
import { saveGuideLabels } from '../islands/SaveGuide';
import { GUIDE_CONTROL_ATTRIBUTES as A } from './guide-control-protocol';
import { useText } from './text';

/**
 * "Save for offline" in a detail page's action row (docs/decisions/037-saved-guides.md, 055): the
 * save island while the page is not saved; once it is, "Saved for offline" with Update and Remove.
 * The page-wide script marks the control saved as the page loads (client/offline/guide-control.ts),
 * so the saved state shows without React; Update and Remove run the saving code it loads on a click.
 * Saving needs a script: without one the stylesheet hides the control.
 */
export function GuideControl({ title }: { title: string }) {
  const t = useText();
  const texts = { [A.control]: '', [A.title]: title, [A.updated]: t('saved.updated'), [A.updateFailed]: t('saved.updateFailed'), [A.removed]: t('saved.removed') };
  return (
    <div className="guide-control" {...texts}>
      <Island name="save" load="interaction" props={{ labels: saveGuideLabels(t) }} />
      <p className="guide-control__saved">
        <span className="guide-control__label">{t('saved.savedState')}</span>{' '}
        <button type="button" className="button button-secondary" {...{ [A.action]: 'update' }}>
          {t('saved.update')}
          <span className="visually-hidden"> {title}</span>
        </button>{' '}
        <button type="button" className="button button-secondary" {...{ [A.action]: 'remove' }}>
          {t('saved.remove')}
          <span className="visually-hidden"> {title}</span>
        </button>
      </p>
      <p className="guide-control__status" role="status" />
    </div>
  );
}
