/** What another site pastes to show an entry: its embed route in a frame (docs/product/menus-and-layout.md#framing-and-embeds: the only framable route). */
export interface EmbedFrameProps {
  src: string;
  title: string;
  width: number;
  height: number;
}

/** The iframe of an entry's embed route: titled for assistive technology, sized, loaded lazily. */
export function EmbedFrame({ src, title, width, height }: EmbedFrameProps) {
  return <iframe src={src} title={title} width={width} height={height} loading="lazy" style={{ border: 0, maxWidth: '100%' }} />;
}

/** The default size of an embedded entry card. */
export const EMBED_SIZE = { width: 480, height: 420 } as const;
