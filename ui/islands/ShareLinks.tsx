/** The share island's props: serialized into the page, so plain data only. */
export interface ShareLinksProps {
  /** The page's canonical URL. */
  url: string;
  title: string;
  labels: { share: string; link: string; email: string; copy: string; copied: string; copyFailed: string; native: string };
}

/** What the hydrated island (client/islands/share.tsx) adds; the server renders none of it. */
export interface ShareLinksState {
  /** The Web Share API is there: offer the device's own share sheet. */
  canShare: boolean;
  copied?: 'done' | 'failed';
  onCopy(): void;
  onShare(): void;
}

/**
 * Share an entry. Without JavaScript: the link to select and an email to send it; hydrated, a button
 * copies the link and, where the browser has the Web Share API, another opens the device's sheet.
 */
export function ShareLinks({ url, title, labels, state }: ShareLinksProps & { state?: ShareLinksState }) {
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading">{labels.share}</h2>
      <label htmlFor="share-url">{labels.link}</label>
      <input id="share-url" className="share__url" type="url" value={url} readOnly />
      <p className="share__actions">
        {state ? (
          <button type="button" className="button" onClick={state.onCopy}>
            {labels.copy}
          </button>
        ) : null}
        {state?.canShare ? (
          <button type="button" className="button" onClick={state.onShare}>
            {labels.native}
          </button>
        ) : null}
        <a className="button" href={mail}>
          {labels.email}
        </a>
      </p>
      <p className="share__status" role="status">
        {state?.copied === 'done' ? labels.copied : state?.copied === 'failed' ? labels.copyFailed : ''}
      </p>
    </section>
  );
}
