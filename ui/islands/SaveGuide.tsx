import type { Translate } from '../components/text';

// "Save for offline" on pages whose map has features (docs/decisions/037-saved-guides.md). The server
// renders its idle state, so the island's code (and React) loads only when the visitor reaches for
// the button; saving needs a script, so without one the stylesheet hides it (scripting: none).

export interface SaveGuideLabels {
  heading: string;
  save: string;
  /** Templates with {size} and {budget}, filled in the browser. */
  estimate: string;
  /** With {zoom} and {budget}: said beside the estimate when the budget left the map's deepest zooms out. */
  detailKept: string;
  confirm: string;
  estimating: string;
  progress: string;
  done: string;
  tooLarge: string;
  failed: string;
}

export function saveGuideLabels(t: Translate): SaveGuideLabels {
  const keys = ['heading', 'save', 'estimate', 'detailKept', 'confirm', 'estimating', 'progress', 'done', 'tooLarge', 'failed'] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`saved.${key}`)])) as unknown as SaveGuideLabels;
}

export interface SaveGuideProps {
  labels: SaveGuideLabels;
}

/** What the hydrated island (client/islands/save.tsx) shows. */
export interface SaveGuideState {
  phase: 'idle' | 'estimating' | 'ready' | 'saving' | 'refused' | 'failed';
  /** The estimate's text, once measured ('ready', 'refused'). */
  estimate?: string;
  confirm?: string;
  progress?: { done: number; total: number };
  message?: string;
  onSave(): void;
  onConfirm(): void;
}

const IDLE: SaveGuideState = { phase: 'idle', onSave() {}, onConfirm() {} };

export function SaveGuide({ labels, state = IDLE }: SaveGuideProps & { state?: SaveGuideState }) {
  const busy = state.phase === 'estimating' || state.phase === 'saving';
  return (
    <section className="save-guide" aria-labelledby="save-guide-heading">
      <h2 id="save-guide-heading">{labels.heading}</h2>
      {state.phase === 'ready' && state.confirm ? (
        <p className="save-guide__actions">
          <button type="button" className="button" onClick={state.onConfirm}>
            {state.confirm}
          </button>
        </p>
      ) : (
        <p className="save-guide__actions">
          <button type="button" className="button" onClick={state.onSave} disabled={busy}>
            {labels.save}
          </button>
        </p>
      )}
      {state.estimate ? <p className="save-guide__estimate">{state.estimate}</p> : null}
      {state.phase === 'saving' && state.progress ? (
        <p>
          <label htmlFor="save-guide-progress">{labels.progress}</label>
          <progress id="save-guide-progress" max={state.progress.total} value={state.progress.done} />
        </p>
      ) : null}
      <p className="save-guide__status" role="status">
        {state.phase === 'estimating' ? labels.estimating : (state.message ?? '')}
      </p>
    </section>
  );
}
