import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { chartBox, profileChart } from '../../ui/components/profile-chart';
import { ProfileCursor, type ProfileCursorProps } from '../../ui/islands/ProfileCursor';
import { sendToMap } from '../map/channel';
import { useEnhanced } from './context';

/** Arrow keys move the cursor a hundredth of the route, Page Up/Down a tenth. */
const STEPS: Record<string, number> = { ArrowRight: 0.01, ArrowUp: 0.01, ArrowLeft: -0.01, ArrowDown: -0.01, PageUp: 0.1, PageDown: -0.1 };

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
    const value = next === null ? null : Math.max(0, Math.min(far, next));
    setDistance(value);
    sendToMap('tg-map:route-position', { fraction: value === null ? null : value / far });
  };
  const on = {
    move(event: PointerEvent<HTMLDivElement>) {
      const rect = event.currentTarget.getBoundingClientRect();
      const x = ((event.clientX - rect.left) / rect.width) * chartBox.width;
      place(((x - chartBox.left) / (chartBox.width - chartBox.left - chartBox.right)) * far);
    },
    leave() {
      if (document.activeElement !== ref.current) place(null);
    },
    key(event: KeyboardEvent<HTMLDivElement>) {
      const step = STEPS[event.key];
      const next = event.key === 'Home' ? 0 : event.key === 'End' ? far : step !== undefined ? (distance ?? 0) + step * far : undefined;
      if (next === undefined) return;
      event.preventDefault();
      place(next);
    },
    blur: () => place(null),
  };
  return <ProfileCursor {...props} state={{ enhanced, distance, ref, on }} />;
}
