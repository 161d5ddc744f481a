import type { ComponentType } from 'react';
import { SiteForm, type SiteFormProps } from '../forms/SiteForm';
import { NewsletterForm, type NewsletterFormProps } from '../layout/NewsletterForm';
import { EmbedCode, type EmbedCodeProps } from './EmbedCode';
import { FeatureMap } from './FeatureMap';
import { FlythroughControl, type FlythroughControlProps } from './FlythroughControl';
import { ProfileCursor, type ProfileCursorProps } from './ProfileCursor';
import { SaveGuide, type SaveGuideProps } from './SaveGuide';
import type { FeatureMapProps } from './map-props';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

/**
 * Every island by name with its props. The server renders the view listed here; the browser hydrates
 * the component of the same name in client/islands/start.ts, which renders this view too.
 */
export interface IslandCatalog {
  embed: EmbedCodeProps;
  flythrough: FlythroughControlProps;
  form: SiteFormProps;
  map: FeatureMapProps;
  newsletter: NewsletterFormProps;
  profile: ProfileCursorProps;
  save: SaveGuideProps;
  search: SearchPanelProps;
}

export type IslandName = keyof IslandCatalog;

export const islandViews: { [N in IslandName]: ComponentType<IslandCatalog[N]> } = {
  embed: EmbedCode,
  flythrough: FlythroughControl,
  form: SiteForm,
  map: FeatureMap,
  newsletter: NewsletterForm,
  profile: ProfileCursor,
  save: SaveGuide,
  search: SearchPanel,
};
