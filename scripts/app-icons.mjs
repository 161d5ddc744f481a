// Draws every site's app icons (core/app/app-icons.ts) from its logo and theme into dist/: PNG, since
// launchers do not take SVG. sharp rasterises the logo locally (no network).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { importTs } from './lib/import-ts.mjs';

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The logo drawn to fit a square of `edge` pixels, transparent around it. */
async function logoAt(logo, edge) {
  // SVG is vector: rasterise at a density that gives at least `edge` pixels before the resize.
  return sharp(logo, { density: 600 }).resize(edge, edge, { fit: 'contain', background: TRANSPARENT }).png().toBuffer();
}

/** One icon: `any` is the logo alone; `maskable` is the logo in the safe zone on the theme's colour. */
async function drawIcon(logo, icon, colour, maskableShare) {
  const edge = icon.purpose === 'maskable' ? Math.round(icon.size * maskableShare) : icon.size;
  const background = icon.purpose === 'maskable' ? colour : TRANSPARENT;
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: await logoAt(logo, edge), gravity: 'center' }])
    .png();
}

/** Writes each site's icons under outdir; the logo path is the site's `images.logo` in public/. */
export async function buildAppIcons({ root, outdir }) {
  const [{ siteIds, loadSiteConfig }, { appIcons, MASKABLE_LOGO_SHARE }] = await Promise.all([importTs('sites/index.ts'), importTs('core/app/app-icons.ts')]);
  await Promise.all(
    siteIds.map(async (id) => {
      const config = loadSiteConfig(id);
      const logo = await readFile(path.join(root, 'public', config.images.logo));
      const colour = config.theme.styleVariables['color-primary'];
      for (const icon of appIcons(id)) {
        const file = path.join(outdir, icon.path);
        await mkdir(path.dirname(file), { recursive: true });
        await (await drawIcon(logo, icon, colour, MASKABLE_LOGO_SHARE)).toFile(file);
      }
    }),
  );
}
