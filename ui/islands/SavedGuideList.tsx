import type { Translate } from '../components/text';

// The saved guides page's list of guides saved for offline (docs/decisions/037-saved-guides.md):
// read from the device, so the server renders its heading and an empty list's text only.

export interface SavedGuideListLabels {
  guides: string;
  guidesIntro: string;
  noGuides: string;
  /** Templates: {size} and {date}; {title}. */
  details: string;
  update: string;
  remove: string;
  updated: string;
  removed: string;
  updateFailed: string;
}

export function savedGuideListLabels(t: Translate): SavedGuideListLabels {
  const keys = ['guides', 'guidesIntro', 'noGuides', 'details', 'update', 'remove', 'updated', 'removed', 'updateFailed'] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`saved.${key}`)])) as unknown as SavedGuideListLabels;
}

export interface SavedGuideListProps {
  labels: SavedGuideListLabels;
}

export interface SavedGuideRow {
  page: string;
  title: string;
  /** Size and date, in the page's language. */
  details: string;
}

export interface SavedGuideListState {
  guides: SavedGuideRow[];
  /** The page being updated. */
  busy?: string;
  message: string;
  onUpdate(page: string): void;
  onRemove(page: string): void;
}

export function SavedGuideList({ labels, state }: SavedGuideListProps & { state?: SavedGuideListState }) {
  const guides = state?.guides ?? [];
  return (
    <section className="saved-guides" aria-labelledby="saved-guides-heading">
      <h2 id="saved-guides-heading">{labels.guides}</h2>
      <p>{labels.guidesIntro}</p>
      {guides.length === 0 ? <p>{labels.noGuides}</p> : null}
      {guides.length > 0 ? (
        <ul className="saved-guides__list">
          {guides.map((guide) => (
            <li key={guide.page} className="saved-guides__item">
              <a href={guide.page}>{guide.title}</a> <span className="saved-guides__details">{guide.details}</span>{' '}
              <button type="button" className="button button-secondary" onClick={() => state?.onUpdate(guide.page)} disabled={state?.busy !== undefined}>
                {labels.update}
                <span className="visually-hidden"> {guide.title}</span>
              </button>{' '}
              <button type="button" className="button button-secondary" onClick={() => state?.onRemove(guide.page)} disabled={state?.busy !== undefined}>
                {labels.remove}
                <span className="visually-hidden"> {guide.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="saved-guides__status" role="status">
        {state?.message ?? ''}
      </p>
    </section>
  );
}
