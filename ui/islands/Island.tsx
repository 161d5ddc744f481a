import type { ComponentType } from 'react';
import { type IslandCatalog, type IslandName, islandViews } from './catalog';
import { encodeProps, ISLAND_ATTRIBUTES, type LoadStrategy, PROPS_TYPE } from './island-protocol';

export interface IslandProps<N extends IslandName> {
  name: N;
  load: LoadStrategy;
  props: IslandCatalog[N];
}

/**
 * An island in the server render: its view, complete without JavaScript, inside a wrapper that tells
 * the browser runtime (client/islands/start.ts) what to hydrate and when, then the props' data block.
 * The wrapper is `display: contents` and a script element has no box, so neither changes the layout;
 * the block stays outside the wrapper, which React hydrates as the view's root.
 */
export function Island<N extends IslandName>({ name, load, props }: IslandProps<N>) {
  const View = islandViews[name] as ComponentType<IslandCatalog[N]>;
  const marker = { [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.load]: load };
  return (
    <>
      <div {...marker}>
        <View {...props} />
      </div>
      <script type={PROPS_TYPE} {...{ [ISLAND_ATTRIBUTES.props]: name }} dangerouslySetInnerHTML={{ __html: encodeProps(props) }} />
    </>
  );
}
