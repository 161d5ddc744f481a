import type { ComponentType } from 'react';
import type { IslandCatalog, IslandName } from '../../ui/islands/catalog';

type IslandModule<N extends IslandName> = { default: ComponentType<IslandCatalog[N]> };

/** Each island is its own lazy chunk: a page downloads only the islands it shows, when they are due. */
export const islandModules: { [N in IslandName]: () => Promise<IslandModule<N>> } = {
  embed: () => import('./embed'),
  flythrough: () => import('./flythrough'),
  form: () => import('./form'),
  map: () => import('./map'),
  newsletter: () => import('./newsletter'),
  profile: () => import('./profile'),
  save: () => import('./save'),
  saved: () => import('./saved'),
  search: () => import('./search'),
  share: () => import('./share'),
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandModules, name);
}
