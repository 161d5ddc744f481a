import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { chartBox, profileChart } from '../../ui/components/profile-chart';
import { ProfileCursor, type ProfileCursorProps } from '../../ui/islands/ProfileCursor';
import { sendToMap } from '../map/channel';
import { useEnhanced } from './context';

/** Arrow keys move the cursor a hundredth of the route, Page Up/Down a tenth. */
const STEPS: Record<string, number> = { ArrowRight: 0.01, ArrowUp: 0.01, ArrowLeft: -0.01, ArrowDown: -0.01, PageUp: 0.1, PageDown: -0.1 };

/** The cursor stays on the route: from its start (0) to its end (`far`). */
const onRoute = (distance: number, far: number) => Math.max(0, Math.min(far, distance));

/** The distance along the route under a pointer `share` of the way across the chart's drawn width. */
export function pointedDistance(share: number, far: number): number {
  const x = share * chartBox.width;
  return onRoute(((x - chartBox.left) / (chartBox.width - chartBox.left - chartBox.right)) * far, far);
}

/** Where a key moves the cursor from `distance` (none yet: the route's start); undefined for other keys. */
export function keyedDistance(key: string, distance: number | null, far: number): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return far;
  const step = STEPS[key];
  return step === undefined ? undefined : onRoute((distance ?? 0) + step * far, far);
}

/**
 * The elevation profile's cursor: follows the pointer over the chart or the keys while focused, and
 * tells the map where along the route it is, so the map marks the same place.
 */
export default function ProfileIsland(props: ProfileCursorProps) {
  const enhanced = useEnhanced();
  const ref = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState<number | null>(null);
  const { far } = profileChart(props.points);

  const place = (next: number | null) => {
    setDistance(next);
    sendToMap('tg-map:route-position', { fraction: next === null ? null : next / far });
  };
  const on = {
    move(event: PointerEvent<HTMLDivElement>) {
      const rect = event.currentTarget.getBoundingClientRect();
      place(pointedDistance((event.clientX - rect.left) / rect.width, far));
    },
    leave() {
      if (document.activeElement !== ref.current) place(null);
    },
    key(event: KeyboardEvent<HTMLDivElement>) {
      const next = keyedDistance(event.key, distance, far);
      if (next === undefined) return;
      event.preventDefault();
      place(next);
    },
    blur: () => place(null),
  };
  return <ProfileCursor {...props} state={{ enhanced, distance, ref, on }} />;
}
