import { describe, expect, it } from 'vitest';
import { chartBox } from '../../ui/components/profile-chart';
import { keyedDistance, pointedDistance } from './profile';

// A route of 12 km.
const far = 12;

describe('pointedDistance', () => {
  it("reads the distance under the pointer across the chart's plot, between its axis and right margin", () => {
    const share = (x: number) => x / chartBox.width;
    expect(pointedDistance(share(chartBox.left), far)).toBe(0);
    expect(pointedDistance(share(chartBox.width - chartBox.right), far)).toBe(far);
    expect(pointedDistance(share((chartBox.left + chartBox.width - chartBox.right) / 2), far)).toBe(6);
  });

  it('keeps the cursor on the route when the pointer is over the axis labels or the margin', () => {
    expect(pointedDistance(0, far)).toBe(0);
    expect(pointedDistance(1, far)).toBe(far);
  });
});

describe('keyedDistance', () => {
  it('steps a hundredth of the route with the arrows and a tenth with Page Up and Down, from the start at first', () => {
    expect(keyedDistance('ArrowRight', null, far)).toBeCloseTo(0.12);
    expect(keyedDistance('ArrowUp', 6, far)).toBeCloseTo(6.12);
    expect(keyedDistance('ArrowLeft', 6, far)).toBeCloseTo(5.88);
    expect(keyedDistance('ArrowDown', 6, far)).toBeCloseTo(5.88);
    expect(keyedDistance('PageUp', 6, far)).toBeCloseTo(7.2);
    expect(keyedDistance('PageDown', 6, far)).toBeCloseTo(4.8);
  });

  it('jumps to either end with Home and End, and never past them', () => {
    expect(keyedDistance('Home', 6, far)).toBe(0);
    expect(keyedDistance('End', null, far)).toBe(far);
    expect(keyedDistance('PageUp', 11.5, far)).toBe(far);
    expect(keyedDistance('ArrowLeft', null, far)).toBe(0);
  });

  it('leaves other keys to the page (Tab, Space, Escape)', () => {
    for (const key of ['Tab', ' ', 'Escape', 'a']) expect(keyedDistance(key, 6, far)).toBeUndefined();
  });
});
