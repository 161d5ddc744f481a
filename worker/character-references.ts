import { CHARACTER_REFERENCES } from './character-reference-table';

// decode-named-character-reference for the site worker's bundle (wrangler.toml's alias): the same
// answers from a table a third the size of the package's (scripts/lib/character-references.mjs), read
// into a map the first time markdown names a character.

let names: Map<string, string> | undefined;

function readTable(): Map<string, string> {
  const table = new Map<string, string>();
  let point = 0;
  for (const line of CHARACTER_REFERENCES.split('\n')) {
    const [points = '', ...decoding] = line.split(' ');
    const [step = '', ...rest] = points.split('+');
    point += step === '' ? 1 : Number.parseInt(step, 36);
    const text = String.fromCodePoint(point, ...rest.map((more) => Number.parseInt(more, 36)));
    for (const name of decoding) table.set(name, text);
  }
  return table;
}

/** A named character reference's text (`eacute` -> `é`), false for a name HTML does not define. */
export function decodeNamedCharacterReference(value: string): string | false {
  names ??= readTable();
  return names.get(value) ?? false;
}
