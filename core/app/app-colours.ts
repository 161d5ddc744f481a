import type { SiteConfig } from '../site-config';

/** The browser's colours for a site: the bar's (theme) and the splash screen's (background). */
export function appColours(config: Pick<SiteConfig, 'theme'>): { theme: string; background: string } {
  const variables = config.theme.styleVariables;
  return { theme: variables['color-primary'] ?? '#1f5f8b', background: variables['color-background'] ?? '#ffffff' };
}
