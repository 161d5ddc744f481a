#!/usr/bin/env node
// `node scripts/generate-tables.mjs`: writes the site worker's tables generated from packages, after
// one of those packages is upgraded (their tests fail until then), formatted as biome checks them:
// core/map/static/property-specs.ts (the style specification's properties the picture reads),
// core/map/static/text-advances.ts (the widths of Noto Sans's Latin letters it measures names by) and
// worker/character-reference-table.ts (HTML's named character references for markdown).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { latest } from '@maplibre/maplibre-gl-style-spec';
import { characterEntities } from 'character-entities';
import { characterReferenceTableModule } from './lib/character-references.mjs';
import { importTs, root } from './lib/import-ts.mjs';
import { run } from './lib/proc.mjs';
import { propertySpecsModule } from './lib/style-properties.mjs';
import { textAdvancesModule } from './lib/text-advances.mjs';

const { GLYPH_SIZE } = await importTs('core/map/glyph-pbf.ts');

const files = {
  'core/map/static/property-specs.ts': propertySpecsModule(latest),
  'core/map/static/text-advances.ts': textAdvancesModule(GLYPH_SIZE),
  'worker/character-reference-table.ts': characterReferenceTableModule(characterEntities),
};
for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
await run('biome', ['format', '--write', ...Object.keys(files).map((file) => join(root, file))], { label: 'biome', quiet: true });
console.log(`wrote ${Object.keys(files).join(', ')}`);
