import { seeded } from './demo/random';
import type { Context } from 'hono';
import { demoProjects } from './demo';
import type { ServiceEnv } from './env';
import { ApiError } from './errors';

// Small generated SVG illustrations for the demo content: one palette per project (hue from its id),
// shapes varied by a seeded random, so each guide looks distinct and every picture stays ~1 KB.

const artNames = ['landscape', 'river', 'lodging', 'food', 'shop', 'event', 'trail', 'town', 'portrait', 'icon'] as const;
type ArtName = (typeof artNames)[number];

interface Palette {
  sky: string;
  skyLow: string;
  far: string;
  near: string;
  ground: string;
  accent: string;
  sun: string;
}

function hueOf(project: string): number {
  let h = 0;
  for (const ch of project) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Variant n turns the project's hues a little, so neighbouring entries' pictures differ. */
function palette(project: string, variant = 0): Palette {
  const h = hueOf(project) + variant * 29;
  return {
    sky: hsl(h + 200, 60, 78),
    skyLow: hsl(h + 30, 70, 88),
    far: hsl(h + 150, 25, 55),
    near: hsl(h + 120, 35, 38),
    ground: hsl(h + 90, 30, 28),
    accent: hsl(h, 70, 50),
    sun: hsl(h + 45, 90, 65),
  };
}

const r = (n: number) => Math.round(n);

function ridge(random: () => number, base: number, amplitude: number, color: string): string {
  const points = ['0,400'];
  for (let x = 0; x <= 640; x += 80) points.push(`${x},${r(base - random() * amplitude)}`);
  points.push('640,400');
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

function frame(label: string, p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${label}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.skyLow}"/></linearGradient></defs><rect width="640" height="400" fill="url(#s)"/>${body}</svg>\n`;
}

const scenes: Record<ArtName, (p: Palette, random: () => number) => string> = {
  landscape: (p, rnd) =>
    `<circle cx="${r(120 + rnd() * 400)}" cy="${r(70 + rnd() * 40)}" r="38" fill="${p.sun}"/>${ridge(rnd, 220, 90, p.far)}${ridge(rnd, 300, 60, p.near)}${ridge(rnd, 360, 20, p.ground)}`,
  river: (p, rnd) =>
    `${ridge(rnd, 210, 70, p.far)}${ridge(rnd, 280, 40, p.near)}<path d="M300 260 C ${r(200 + rnd() * 80)} 300, 420 320, 260 400 L 420 400 C 520 330, 330 310, 330 260 Z" fill="${p.sky}" opacity="0.9"/>`,
  lodging: (p, rnd) =>
    `${ridge(rnd, 260, 60, p.far)}<rect x="220" y="200" width="200" height="140" fill="${p.skyLow}"/><polygon points="200,205 320,120 440,205" fill="${p.accent}"/><rect x="300" y="270" width="40" height="70" fill="${p.ground}"/><rect x="245" y="230" width="34" height="30" fill="${p.sun}"/><rect x="361" y="230" width="34" height="30" fill="${p.sun}"/>${ridge(rnd, 370, 10, p.ground)}`,
  food: (p) =>
    `<rect y="250" width="640" height="150" fill="${p.ground}"/><ellipse cx="320" cy="270" rx="170" ry="60" fill="#fff"/><ellipse cx="320" cy="265" rx="110" ry="36" fill="${p.accent}"/><circle cx="290" cy="258" r="14" fill="${p.sun}"/><circle cx="345" cy="268" r="12" fill="${p.near}"/><rect x="110" y="200" width="10" height="130" rx="4" fill="#ddd"/><rect x="520" y="200" width="10" height="130" rx="4" fill="#ddd"/>`,
  shop: (p) =>
    `<rect x="140" y="120" width="360" height="230" fill="${p.skyLow}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${140 + i * 60}" y="120" width="60" height="50" fill="${i % 2 ? '#fff' : p.accent}"/>`).join('')}<rect x="180" y="200" width="120" height="100" fill="${p.sky}"/><rect x="340" y="200" width="70" height="150" fill="${p.ground}"/><rect y="350" width="640" height="50" fill="${p.near}"/>`,
  event: (p, rnd) =>
    `${ridge(rnd, 320, 30, p.near)}<path d="M0 60 Q 320 160 640 60" stroke="${p.ground}" stroke-width="3" fill="none"/>${[1, 2, 3, 4, 5, 6, 7].map((i) => `<polygon points="${i * 80 - 20},${r(60 + Math.sin((i / 8) * Math.PI) * 48)} ${i * 80 + 20},${r(60 + Math.sin((i / 8) * Math.PI) * 48)} ${i * 80},${r(110 + Math.sin((i / 8) * Math.PI) * 48)}" fill="${i % 2 ? p.accent : p.sun}"/>`).join('')}<circle cx="${r(150 + rnd() * 340)}" cy="210" r="30" fill="${p.accent}"/>`,
  trail: (p, rnd) =>
    `${ridge(rnd, 200, 110, p.far)}${ridge(rnd, 290, 50, p.near)}<path d="M80 400 C 200 330, 260 360, 330 300 S 460 250, 520 220" stroke="${p.sun}" stroke-width="6" stroke-dasharray="14 10" fill="none"/>`,
  town: (p, rnd) =>
    `${ridge(rnd, 240, 50, p.far)}${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const h = r(90 + rnd() * 120);
        return `<rect x="${40 + i * 82}" y="${340 - h}" width="70" height="${h}" fill="${i % 3 === 0 ? p.accent : i % 3 === 1 ? p.near : p.ground}"/>`;
      })
      .join('')}<rect y="340" width="640" height="60" fill="${p.ground}"/>`,
  portrait: (p) => `<circle cx="320" cy="160" r="70" fill="${p.sun}"/><path d="M170 400 C 180 280, 460 280, 470 400 Z" fill="${p.accent}"/>`,
  icon: (p) =>
    `<circle cx="320" cy="200" r="130" fill="${p.near}"/><circle cx="320" cy="200" r="110" fill="none" stroke="#fff" stroke-width="6"/><polygon points="320,100 345,200 320,300 295,200" fill="${p.sun}"/><polygon points="220,200 320,178 420,200 320,222" fill="#fff"/>`,
};

const labels: Record<ArtName, string> = {
  landscape: 'Hills under a wide sky',
  river: 'A river winding between hills',
  lodging: 'A small inn',
  food: 'A plate of food on a table',
  shop: 'A shop front with a striped awning',
  event: 'Festival bunting',
  trail: 'A trail climbing into the hills',
  town: 'A small town skyline',
  portrait: 'Portrait silhouette',
  icon: 'Compass badge',
};

/** Variants 1 to 11 of a picture (each entry of a list gets its own); 0 is the plain one. */
const artVariants = 12;

function artwork(project: string, name: ArtName, variant = 0): string {
  const p = palette(project, variant);
  return frame(labels[name], p, scenes[name](p, seeded(variant ? `${project}:${name}:${variant}` : `${project}:${name}`)));
}

// The demo illustrations are drawn from code per request (tens of microseconds; the site worker's
// media proxy caches them) rather than shipped as generated files: the same bytes every time, and no
// build step that start, tests and deploy must each remember.

const names = new Set<string>(artNames);

/** The SVG of `{project}/{name}.svg` or `{project}/{name}-{variant}.svg` when it is a demo illustration. */
function illustration(project: string, file: string): string | undefined {
  const match = /^([a-z]+)(?:-([1-9]|1[01]))?\.svg$/.exec(file);
  const name = match?.[1];
  if (!name || !names.has(name) || !demoProjects.includes(project)) return undefined;
  const variant = Number(match[2] ?? 0);
  return variant < artVariants ? artwork(project, name as ArtName, variant) : undefined;
}

/** GET /media/{project}/{file}: a demo illustration, or 404. */
export function serveMedia(c: Context<ServiceEnv>) {
  const project = c.req.param('project')!;
  const file = c.req.param('file')!;
  const svg = illustration(project, file);
  if (svg === undefined) throw new ApiError(404, 'not_found', { file: `${project}/${file}` });
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    // An SVG opened directly must not run script, whatever it contains.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}
