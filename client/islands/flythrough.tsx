import { useEffect, useState } from 'react';
import { FlythroughControl, type FlythroughControlProps } from '../../ui/islands/FlythroughControl';
import { type MapState, onMapMessage, sendToMap } from '../map/channel';

/**
 * The fly-through button: enabled once the page's map has drawn a route; starting brings the map
 * into view and flies along the route (still views with reduced motion), stopping ends the flight.
 */
export default function FlythroughIsland(props: FlythroughControlProps) {
  const [map, setMap] = useState<MapState>({ ready: false, route: false, flying: false });
  useEffect(() => {
    const stop = onMapMessage('tg-map:state', setMap);
    sendToMap('tg-map:query', null);
    return stop;
  }, []);
  const toggle = () => {
    if (!map.flying) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document.getElementById(props.map)?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }
    sendToMap('tg-map:flythrough', { run: !map.flying });
  };
  return <FlythroughControl {...props} state={{ ready: map.ready && map.route, flying: map.flying, toggle }} />;
}
