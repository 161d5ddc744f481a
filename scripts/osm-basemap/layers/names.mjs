// The schema's name properties: `name:xx` for the languages the Protomaps style can pick (its `lang`
// option), copied from the OSM tags of the same keys, and `name` split by writing system: a name
// written in several scripts ("الدار البيضاء Casablanca ⵜⴰⴷⴷⴰⵔⵜ") becomes `name`, `name2` and `name3`,
// each with its script (`script`, `script2`, `script3`) unless Latin, which the style reads to show a
// local name under the one in the reader's language and to pick a font.
const LANGUAGES = new Set('ar bg cs da de el en es et fa fi fr ga he hi hr hu id it ja ko lt lv mr mt ne nl no pl pt ro ru sk sl sv tr uk ur vi zh-Hans zh-Hant'.split(' '));
const SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Devanagari', 'Bengali', 'Thai', 'Georgian', 'Hangul', 'Hiragana', 'Katakana', 'Han', 'Ethiopic', 'Tifinagh', 'Tamil'];
const SCRIPT_OF = SCRIPTS.map((script) => /** @type {const} */ ([script, new RegExp(`\\p{Script=${script}}`, 'u')]));

/** The script a character is written in, or undefined for spaces, digits and punctuation. */
function scriptOf(character) {
  return SCRIPT_OF.find(([, pattern]) => pattern.test(character))?.[0] ?? (/[\p{L}\p{M}]/u.test(character) ? 'Generic' : undefined);
}

/** The name cut into runs of one script, at most three, each trimmed. */
function segments(name) {
  /** @type {{ script: string, text: string }[]} */
  const runs = [];
  let pending = '';
  for (const character of name) {
    const script = scriptOf(character);
    const last = runs.at(-1);
    if (!script) pending += character;
    else if (runs.length === 0) {
      runs.push({ script, text: pending + character });
      pending = '';
    } else if (last && last.script === script) {
      last.text += pending + character;
      pending = '';
    } else {
      runs.push({ script, text: character });
      pending = '';
    }
  }
  // One script: the name as tagged, its brackets and punctuation included.
  if (runs.length === 1) return [{ script: runs[0]?.script ?? 'Generic', text: name.trim() }];
  const last = runs.at(-1);
  if (last) last.text += pending;
  return runs.slice(0, 3).map((run) => ({ ...run, text: run.text.trim() }));
}

/** @param {Record<string, string>} tags */
export function nameProperties(tags) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const [key, value] of Object.entries(tags)) {
    if (key.startsWith('name:') && LANGUAGES.has(key.slice(5))) names[key] = value;
  }
  if (!tags.name) return names;
  const parts = segments(tags.name);
  if (parts.length === 0) names.name = tags.name;
  parts.forEach(({ script, text }, i) => {
    const suffix = i === 0 ? '' : String(i + 1);
    names[`name${suffix}`] = text;
    if (script !== 'Latin' && script !== 'Generic') names[`script${suffix}`] = script;
  });
  return names;
}
