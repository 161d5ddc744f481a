import { useCallback, useEffect, useState } from 'react';
import { SavedGuideList, type SavedGuideListProps, type SavedGuideListState, type SavedGuideRow } from '../../ui/islands/SavedGuideList';
import { fill, megabytes, savedDate } from '../offline/guide-text';
import { removeGuide, savedGuides, updateGuide } from '../offline/saved-guides';
import { useEnhanced } from './context';

/** The guides this device keeps for offline, each with Update and Remove (docs/decisions/037-saved-guides.md). */
export default function SavedIsland({ labels }: SavedGuideListProps) {
  const enhanced = useEnhanced();
  const [guides, setGuides] = useState<SavedGuideRow[]>([]);
  const [busy, setBusy] = useState<string>();
  const [message, setMessage] = useState('');
  const lang = document.documentElement.lang || 'en';

  const read = useCallback(async () => {
    const saved = 'caches' in window ? await savedGuides() : [];
    setGuides(saved.map((guide) => ({ page: guide.page, title: guide.title, details: fill(labels.details, { size: megabytes(guide.bytes, lang), date: savedDate(guide.savedAt, lang) }) })));
  }, [labels.details, lang]);

  useEffect(() => {
    read().catch(() => undefined);
  }, [read]);

  const titleOf = (page: string) => guides.find((guide) => guide.page === page)?.title ?? page;

  const onUpdate = async (page: string) => {
    setBusy(page);
    try {
      await updateGuide(page);
      setMessage(fill(labels.updated, { title: titleOf(page) }));
    } catch {
      setMessage(fill(labels.updateFailed, { title: titleOf(page) }));
    }
    setBusy(undefined);
    await read();
  };

  const onRemove = async (page: string) => {
    await removeGuide(page);
    setMessage(fill(labels.removed, { title: titleOf(page) }));
    await read();
  };

  const state: SavedGuideListState | undefined = enhanced
    ? { guides, ...(busy ? { busy } : {}), message, onUpdate: (page) => void onUpdate(page), onRemove: (page) => void onRemove(page) }
    : undefined;
  return <SavedGuideList labels={labels} {...(state ? { state } : {})} />;
}
