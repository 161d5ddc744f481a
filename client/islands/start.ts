import type { ComponentType } from 'react';
import { decodeProps, ISLAND_ATTRIBUTES, ISLAND_STARTS, type IslandProps, parseStrategy, PROPS_TYPE } from '../../ui/islands/island-protocol';
import { showChunkFailure } from './chunk-failure';
import type { IslandServices } from './context';
import { holdActivations } from './hold';
import { islandModules, isIslandName } from './registry';
import { whenDue } from './schedule';

/**
 * Finds the islands under `scope` and hydrates each when its strategy says so. Nothing of React is in
 * the page-wide script: React, react-dom/client and the island's own chunk load with the first island
 * due. The returned function stops them (those inside `within` when given): islands not yet due
 * never load, hydrated ones unmount (a client navigation stops those of the main region it swaps out).
 */
export function startIslands(scope: ParentNode, services: IslandServices): (within?: Node) => void {
  const stops = [...scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)].map((root) => [root, startIsland(root, services)] as const);
  return (within) => {
    for (const [root, stop] of stops) if (!within || within.contains(root)) stop();
  };
}

/** The data block right after the wrapper holds the island's props (ui/islands/Island.tsx). */
function propsBlock(root: HTMLElement, name: string): Element {
  const block = root.nextElementSibling;
  if (block?.localName !== 'script' || block.getAttribute('type') !== PROPS_TYPE || block.getAttribute(ISLAND_ATTRIBUTES.props) !== name) throw new Error('no props after the wrapper');
  return block;
}

function startIsland(root: HTMLElement, services: IslandServices): () => void {
  const name = root.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  let props: IslandProps;
  try {
    if (!isIslandName(name)) throw new Error('no such island in client/islands/registry.ts');
    props = decodeProps(propsBlock(root, name).textContent);
  } catch (error) {
    // The server markup keeps working as it does without JavaScript.
    console.error(`island ${name}: not hydrated`, error);
    return () => {};
  }
  let started = false;
  let stopped = false;
  let unmount = () => {};
  let cancel = () => {};
  const held = holdActivations(root, () => hydrate());
  const hydrate = () => {
    if (started) return;
    started = true;
    cancel();
    root.setAttribute(ISLAND_ATTRIBUTES.started, '');
    document.dispatchEvent(new CustomEvent(ISLAND_STARTS, { detail: name }));
    Promise.all([import('./hydrate'), islandModules[name]()])
      // The props are JSON the server wrote from the same catalog type the module is typed with.
      .then(([{ hydrateIsland }, module]) => (stopped ? undefined : hydrateIsland(root, name, module.default as unknown as ComponentType<IslandProps>, props, services)))
      .then((unmountIsland) => {
        if (!unmountIsland) return;
        if (stopped) return unmountIsland();
        unmount = unmountIsland;
        root.setAttribute(ISLAND_ATTRIBUTES.hydrated, '');
      })
      .catch((error: unknown) => {
        console.error(`island ${name}: failed to load`, error);
        showChunkFailure(root);
      })
      .finally(() => held.release());
  };
  cancel = whenDue(root, parseStrategy(root.getAttribute(ISLAND_ATTRIBUTES.load)), hydrate);
  return () => {
    stopped = true;
    cancel();
    unmount();
  };
}
