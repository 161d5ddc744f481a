import type { LayoutModel } from './layout-model';

/**
 * The site's mark and its name as text: the wordmark is set in the page's own font (never an SVG
 * whose text falls back to a serif) and takes its colour from where it stands, so it stays legible
 * on the light header and the dark footer alike. The link's name is the text, so the mark is decorative.
 */
export function Brand({ model }: { model: Pick<LayoutModel, 'homeHref' | 'logo' | 'siteName'> }) {
  const size = model.logo?.height ?? '48';
  return (
    <a className="brand" href={model.homeHref}>
      {model.logo ? <img className="brand-logo" src={model.logo.src} alt="" width={size} height={size} /> : null}
      <span className="brand-name">{model.siteName}</span>
    </a>
  );
}
