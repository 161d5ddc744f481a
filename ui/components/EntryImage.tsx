import type { ImageModel } from './models';

export interface EntryImageProps {
  image: ImageModel;
  /** Card thumbnails sit beside their title, so they are decorative unless captioned. */
  variant: 'card' | 'figure';
}

export function EntryImage({ image, variant }: EntryImageProps) {
  if (variant === 'card') {
    return <img className="card__image" src={image.url} alt={image.alt} width={640} height={427} loading="lazy" decoding="async" />;
  }
  return (
    <figure className="entry__figure">
      {/* The figure opens the page: usually its largest paint, so it is fetched first. */}
      <img className="entry__image" src={image.url} alt={image.alt} width={1280} height={720} decoding="async" fetchPriority="high" />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
