// The schema's name properties: `name` and `name:xx` for the languages the Protomaps style can pick
// (its `lang` option), copied from the OSM tags of the same keys.
const LANGUAGES = new Set('ar bg cs da de el en es et fa fi fr ga he hi hr hu id it ja ko lt lv mr mt ne nl no pl pt ro ru sk sl sv tr uk ur vi zh-Hans zh-Hant'.split(' '));

/** @param {Record<string, string>} tags */
export function nameProperties(tags) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const [key, value] of Object.entries(tags)) {
    if (key === 'name' || (key.startsWith('name:') && LANGUAGES.has(key.slice(5)))) names[key] = value;
  }
  return names;
}
