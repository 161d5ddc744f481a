import { useState } from 'react';
import { SaveGuide, type SaveGuideProps, type SaveGuideState } from '../../ui/islands/SaveGuide';
import { GUIDE_BUDGET_BYTES, withinBudget } from '../offline/guide-plan';
import { estimateText, fill, megabytes } from '../offline/guide-text';
import { GuideTooLarge, planGuide, saveGuide, type GuidePlan } from '../offline/saved-guides';
import { GUIDE_SAVED_EVENT } from '../../ui/components/guide-control-protocol';
import { useEnhanced } from './context';

/**
 * Save for offline: measures the guide first and shows its size against the budget, then saves it
 * with progress, asking the browser to keep the site's storage (docs/decisions/037-saved-guides.md).
 */
export default function SaveIsland({ labels }: SaveGuideProps) {
  const enhanced = useEnhanced();
  const [phase, setPhase] = useState<SaveGuideState['phase']>('idle');
  const [plan, setPlan] = useState<GuidePlan>();
  const [progress, setProgress] = useState<SaveGuideState['progress']>();
  const [message, setMessage] = useState<string>();
  const lang = document.documentElement.lang || 'en';
  const budget = megabytes(GUIDE_BUDGET_BYTES, lang);

  const onSave = async () => {
    setPhase('estimating');
    setMessage(undefined);
    try {
      const next = await planGuide(location.href);
      setPlan(next);
      if (withinBudget(next.estimate)) setPhase('ready');
      else {
        setPhase('refused');
        setMessage(fill(labels.tooLarge, { size: megabytes(next.estimate, lang), budget }));
      }
    } catch {
      setPhase('failed');
      setMessage(labels.failed);
    }
  };

  const onConfirm = async () => {
    if (!plan) return;
    setPhase('saving');
    navigator.storage?.persist?.().catch(() => false);
    try {
      await saveGuide(plan, (done, total) => setProgress({ done, total }));
      // The control now says "Saved for offline" (client/offline/guide-control.ts); this island, hidden
      // while the guide stays saved, is ready to save it again once removed.
      document.dispatchEvent(new CustomEvent(GUIDE_SAVED_EVENT, { detail: labels.done }));
      setPhase('idle');
      setPlan(undefined);
      setProgress(undefined);
      setMessage(undefined);
    } catch (error) {
      setPhase(error instanceof GuideTooLarge ? 'refused' : 'failed');
      setMessage(error instanceof GuideTooLarge ? fill(labels.tooLarge, { size: megabytes(error.bytes, lang), budget }) : labels.failed);
    }
  };

  const size = plan ? megabytes(plan.estimate, lang) : undefined;
  const state: SaveGuideState | undefined = enhanced
    ? {
        phase,
        ...(plan && size && phase !== 'failed' ? { estimate: estimateText(labels, plan, GUIDE_BUDGET_BYTES, lang), confirm: fill(labels.confirm, { size }) } : {}),
        ...(progress ? { progress } : {}),
        ...(message ? { message } : {}),
        onSave: () => void onSave(),
        onConfirm: () => void onConfirm(),
      }
    : undefined;
  return <SaveGuide labels={labels} {...(state ? { state } : {})} />;
}
