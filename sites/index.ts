import { deepMerge } from '../core/deep-merge';
import { type SiteConfig, siteConfigSchema } from '../core/site-config';
import { canalCampaign } from './canal-campaign';
import { canalTrail } from './canal-trail';
import { defaultsFor } from './defaults';
import { flyFishing } from './fly-fishing';
import { foodAwareness } from './food-awareness';
import { gatewayTown } from './gateway-town';
import { geotourismCouncil } from './geotourism-council';
import { islands } from './islands';
import { liechtenstein } from './liechtenstein';
import { park } from './park';
import { parkGateway } from './park-gateway';
import { projectExplorer } from './project-explorer';
import { railTrail } from './rail-trail';
import { riverGuide } from './river-guide';
import { riverValley } from './river-valley';
import { sandbox } from './sandbox';
import { scenicRegion } from './scenic-region';
import { services } from './services';
import type { SiteFile } from './site-file';
import { trailProject } from './trail-project';
import { valleyTrails } from './valley-trails';
import { voteMap } from './vote-map';

// A static table, not dynamic imports: the worker bundle must contain every site.
const siteFiles: Record<string, SiteFile> = Object.fromEntries(
  [
    islands,
    valleyTrails,
    canalTrail,
    canalCampaign,
    foodAwareness,
    geotourismCouncil,
    riverValley,
    scenicRegion,
    flyFishing,
    projectExplorer,
    railTrail,
    park,
    riverGuide,
    voteMap,
    trailProject,
    gatewayTown,
    parkGateway,
    services,
    sandbox,
    liechtenstein,
  ].map((file) => [file.id, file]),
);

export const siteIds: readonly string[] = Object.keys(siteFiles).sort();

/** A site file merged over the defaults for its id and validated; zod's error names the failing field path. */
export function buildSiteConfig(file: SiteFile): SiteConfig {
  return siteConfigSchema.parse(deepMerge(defaultsFor(file.id), file));
}

const loaded = new Map<string, SiteConfig>();

/** Defaults deep-merged with the site's file, validated; memoised since configs never change at run time. */
export function loadSiteConfig(id: string): SiteConfig {
  const cached = loaded.get(id);
  if (cached) return cached;
  const file = Object.hasOwn(siteFiles, id) ? siteFiles[id] : undefined;
  if (!file) throw new Error(`Unknown site id '${id}': no file in sites/ has it`);
  const config = buildSiteConfig(file);
  loaded.set(id, config);
  return config;
}
