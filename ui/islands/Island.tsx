import type { ComponentType } from 'react';
import { type IslandCatalog, type IslandName, islandViews } from './catalog';
import { encodeProps, ISLAND_ATTRIBUTES, type LoadStrategy } from './island-protocol';

export interface IslandProps<N extends IslandName> {
  name: N;
  load: LoadStrategy;
  props: IslandCatalog[N];
}

/**
 * An island in the server render: its view, complete without JavaScript, inside a wrapper that tells
 * the browser runtime (client/islands/start.ts) what to hydrate, when, and with which props. The
 * wrapper is `display: contents`, so it changes no layout.
 */
export function Island<N extends IslandName>({ name, load, props }: IslandProps<N>) {
  const View = islandViews[name] as ComponentType<IslandCatalog[N]>;
  const marker = { [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.load]: load, [ISLAND_ATTRIBUTES.props]: encodeProps(props) };
  return (
    <div {...marker}>
      <View {...props} />
    </div>
  );
}
