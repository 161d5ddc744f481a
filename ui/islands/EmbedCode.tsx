import type { ChangeEventHandler } from 'react';
import { EmbedFrame, type EmbedFrameProps } from '../components/EmbedFrame';

/** One entry another site may embed: its iframe and that iframe's markup, the code to paste. */
interface EmbedItem extends EmbedFrameProps {
  label: string;
  snippet: string;
}

/** The embed code island's props: serialized into the page, so plain data only. */
export interface EmbedCodeProps {
  id: string;
  items: EmbedItem[];
  labels: { heading: string; intro: string; entry: string; code: string; copy: string; copied: string; copyFailed: string; preview: string };
}

/** What the hydrated island (client/islands/embed.tsx) adds; the server renders none of it. */
export interface EmbedCodeState {
  selected: number;
  copied?: 'done' | 'failed';
  onSelect: ChangeEventHandler<HTMLSelectElement>;
  onCopy(): void;
}

/**
 * Embed code on index screens (docs/product/menus-and-layout.md#framing-and-embeds): the iframe snippet of a listed entry's embed route, to copy,
 * with a live preview of that route (the only framable one). Without JavaScript: the first entry's
 * code to select and its preview; hydrated, a choice of the listed entries and a copy button.
 */
export function EmbedCode({ id, items, labels, state }: EmbedCodeProps & { state?: EmbedCodeState }) {
  const item = items[state?.selected ?? 0];
  if (!item) return null;
  return (
    <section className="embed-code" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{labels.heading}</h2>
      <p>{labels.intro.replace('{title}', item.label)}</p>
      {state && items.length > 1 ? (
        <p>
          <label htmlFor={`${id}-entry`}>{labels.entry}</label>
          <select id={`${id}-entry`} value={state.selected} onChange={state.onSelect}>
            {items.map((option, index) => (
              <option key={option.src} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <label htmlFor={`${id}-code`}>{labels.code}</label>
      <textarea id={`${id}-code`} className="embed-code__snippet" rows={3} readOnly value={item.snippet} />
      {state ? (
        <p className="embed-code__actions">
          <button type="button" onClick={state.onCopy}>
            {labels.copy}
          </button>
          <span role="status">{state.copied === 'done' ? labels.copied : state.copied === 'failed' ? labels.copyFailed : ''}</span>
        </p>
      ) : null}
      <details className="embed-code__preview">
        <summary>{labels.preview}</summary>
        <EmbedFrame key={item.src} src={item.src} title={item.title} width={item.width} height={item.height} />
      </details>
    </section>
  );
}
