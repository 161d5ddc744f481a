import { describe, expect, it } from 'vitest';
import { directionsLink } from './directions-link';

describe('directionsLink', () => {
  it('goes from the current location to latitude,longitude of a point', () => {
    expect(directionsLink({ lng: -77.6, lat: 42.9 })).toBe('https://maps.google.com/maps?saddr=Current+Location&daddr=42.9%2C-77.6');
  });

  it('uses the start of a line', () => {
    expect(
      directionsLink(
        {
          geometry: {
            type: 'LineString',
            coordinates: [
              [-77.5, 42.1],
              [-77.4, 42.2],
            ],
          },
        },
        'https://maps.example/dir',
      ),
    ).toBe('https://maps.example/dir?saddr=Current+Location&daddr=42.1%2C-77.5');
  });

  it('uses an address, and is undefined without a target', () => {
    expect(directionsLink({ address: '1 Main St, Perry NY' })).toBe('https://maps.google.com/maps?saddr=Current+Location&daddr=1+Main+St%2C+Perry+NY');
    expect(directionsLink({ address: '  ' })).toBeUndefined();
    expect(directionsLink({ geometry: { type: 'LineString', coordinates: [] } })).toBeUndefined();
  });
});
