import type { ComponentType } from 'react';
import { decodeProps, ISLAND_ATTRIBUTES, type IslandProps, parseStrategy } from '../../ui/islands/island-protocol';
import type { IslandServices } from './context';
import { holdActivations } from './hold';
import { islandModules, isIslandName } from './registry';
import { whenDue } from './schedule';

/**
 * Finds the page's islands and hydrates each when its strategy says so. Nothing of React is in the
 * page-wide script: React, react-dom/client and the island's own chunk load with the first island due.
 */
export function startIslands(doc: Document, services: IslandServices): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) startIsland(root, services);
}

function startIsland(root: HTMLElement, services: IslandServices): void {
  const name = root.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  let props: IslandProps;
  try {
    if (!isIslandName(name)) throw new Error('no such island in client/islands/registry.ts');
    props = decodeProps(root.getAttribute(ISLAND_ATTRIBUTES.props));
  } catch (error) {
    // The server markup keeps working as it does without JavaScript.
    console.error(`island ${name}: not hydrated`, error);
    return;
  }
  let started = false;
  let cancel = () => {};
  const held = holdActivations(root, () => hydrate());
  const hydrate = () => {
    if (started) return;
    started = true;
    cancel();
    Promise.all([import('./hydrate'), islandModules[name]()])
      // The props are JSON the server wrote from the same catalog type the module is typed with.
      .then(([{ hydrateIsland }, module]) => hydrateIsland(root, name, module.default as unknown as ComponentType<IslandProps>, props, services))
      .then(() => root.setAttribute(ISLAND_ATTRIBUTES.hydrated, ''))
      .catch((error: unknown) => console.error(`island ${name}: failed to load`, error))
      .finally(() => held.release());
  };
  cancel = whenDue(root, parseStrategy(root.getAttribute(ISLAND_ATTRIBUTES.load)), hydrate);
}
