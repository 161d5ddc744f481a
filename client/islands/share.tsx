import { useState } from 'react';
import { ShareLinks, type ShareLinksProps, type ShareLinksState } from '../../ui/islands/ShareLinks';
import { useEnhanced } from './context';

/**
 * Share: copies the link with the Clipboard API (on failure, says to copy it from the field, which it
 * selects), and opens the device's share sheet where `navigator.share` exists. Until hydrated the
 * render equals the server's (no buttons); the buttons appear from the next render on.
 */
export default function ShareIsland(props: ShareLinksProps) {
  const enhanced = useEnhanced();
  const [copied, setCopied] = useState<ShareLinksState['copied']>();

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      setCopied('done');
    } catch {
      document.querySelector<HTMLInputElement>('#share-url')?.select();
      setCopied('failed');
    }
  };

  const onShare = async () => {
    try {
      await navigator.share({ title: props.title, url: props.url });
    } catch {
      // Dismissing the sheet rejects too: nothing to tell the visitor.
    }
  };

  const state: ShareLinksState | undefined = enhanced
    ? { canShare: typeof navigator.share === 'function', ...(copied ? { copied } : {}), onCopy: () => void onCopy(), onShare: () => void onShare() }
    : undefined;
  return <ShareLinks {...props} {...(state ? { state } : {})} />;
}
