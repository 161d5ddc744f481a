// Basemap URLs carry the build's version (?v=, a hash of every input): with the current version an
// answer never changes and is cached for a year; any other version (a page or style from before a
// deploy) still gets the current bytes, cached briefly.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BRIEF = 'public, max-age=300';

export function versionedCacheControl(requested: string | undefined, current: string): string {
  return requested === current ? IMMUTABLE : BRIEF;
}
