import type { ImageModel } from './models';

export interface EntryImageProps {
  image: ImageModel;
  /**
   * Card thumbnails sit beside their title, so they are decorative unless captioned. A figure opens
   * its page; a photo is the same figure further down (a trail page's, after its map and text).
   */
  variant: 'card' | 'figure' | 'photo';
}

/** Slot widths the stylesheet gives cards (three, two or one a row) and the detail hero. */
const sizes = {
  card: '(min-width: 60em) 24rem, (min-width: 40em) 50vw, 100vw',
  figure: '(min-width: 72rem) 72rem, 100vw',
  photo: '(min-width: 72rem) 72rem, 100vw',
} as const;

export function EntryImage({ image, variant }: EntryImageProps) {
  const responsive = image.srcset ? { srcSet: image.srcset, sizes: sizes[variant] } : {};
  if (variant === 'card') {
    return <img className="card__image" src={image.url} {...responsive} alt={image.alt} width={640} height={400} loading="lazy" decoding="async" />;
  }
  return (
    <figure className="entry__figure">
      {/* The figure opening the page is usually its largest paint, so it is fetched first; a photo further down waits until it nears the view. */}
      <img
        className="entry__image"
        src={image.url}
        {...responsive}
        alt={image.alt}
        width={1280}
        height={800}
        decoding="async"
        {...(variant === 'figure' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
