import { type ChangeEvent, useState } from 'react';
import { EmbedCode, type EmbedCodeProps, type EmbedCodeState } from '../../ui/islands/EmbedCode';
import { useEnhanced } from './context';

/**
 * Embed code: the choice among the listed entries, and a copy button (Clipboard API; on failure it
 * selects the code and says to copy it by hand). The preview follows the chosen entry.
 */
export default function EmbedIsland(props: EmbedCodeProps) {
  const enhanced = useEnhanced();
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState<EmbedCodeState['copied']>();

  const onCopy = async () => {
    const snippet = props.items[selected]?.snippet ?? '';
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('done');
    } catch {
      document.querySelector<HTMLTextAreaElement>(`#${props.id}-code`)?.select();
      setCopied('failed');
    }
  };
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    setSelected(Number(event.currentTarget.value));
    setCopied(undefined);
  };

  const state: EmbedCodeState | undefined = enhanced ? { selected, ...(copied ? { copied } : {}), onSelect, onCopy: () => void onCopy() } : undefined;
  return <EmbedCode {...props} {...(state ? { state } : {})} />;
}
