// The installable app's icons, drawn by the build (scripts/app-icons.mjs) from each site's logo and
// theme into dist/, and named by the web app manifest (worker/app/offline.tsx): one list for both.

export interface AppIcon {
  /** Square edge in pixels. */
  size: number;
  purpose: 'any' | 'maskable';
  /** Where the build writes it under dist/ and the worker serves it: the site's own images folder. */
  path: string;
}

/**
 * The share of a maskable icon's edge the logo may cover: launchers crop to a circle of 80% of the
 * edge, and a square of 0.55 fits inside it with room (its half-diagonal is 0.39).
 */
export const MASKABLE_LOGO_SHARE = 0.55;

export function appIcons(siteId: string): AppIcon[] {
  const at = (name: string) => `/images/${siteId}/${name}`;
  return [
    { size: 192, purpose: 'any', path: at('app-icon-192.png') },
    { size: 512, purpose: 'any', path: at('app-icon-512.png') },
    { size: 512, purpose: 'maskable', path: at('app-icon-maskable-512.png') },
  ];
}
