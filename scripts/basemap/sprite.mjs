// The basemap's sprite (sprite.json and sprite.png, and @2x) from the icon drawings of
// core/map/static/sprite-icons.ts, the same path data the picture draws: each path's polygons filled
// by the nonzero rule with 4x4 samples a pixel, painted in order, the icons side by side in one PNG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const SAMPLES = 4;
const PAD = 1;

/** 'M x y L x y … Z' into closed polygons of [x, y] points. */
function polygons(d) {
  const out = [];
  let current = [];
  for (const [, command, numbers] of d.matchAll(/([MLZ])([^MLZ]*)/gi)) {
    const [x, y] = numbers
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command.toUpperCase() === 'M') {
      if (current.length > 2) out.push(current);
      current = [[x, y]];
    } else if (command.toUpperCase() === 'L') current.push([x, y]);
    else {
      if (current.length > 2) out.push(current);
      current = [];
    }
  }
  if (current.length > 2) out.push(current);
  return out;
}

/** The share of a pixel's samples inside the polygons (nonzero winding). */
function coverage(rings, px, py, scale) {
  let inside = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const x = (px + (sx + 0.5) / SAMPLES) / scale;
      const y = (py + (sy + 0.5) / SAMPLES) / scale;
      let winding = 0;
      for (const ring of rings) {
        for (let i = 0; i < ring.length; i++) {
          const [ax, ay] = ring[i];
          const [bx, by] = ring[(i + 1) % ring.length];
          if (ay <= y ? by > y : by <= y) {
            const crossX = ax + ((y - ay) * (bx - ax)) / (by - ay);
            if (crossX > x) winding += by > ay ? 1 : -1;
          }
        }
      }
      if (winding !== 0) inside++;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

const hex = (colour) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));

/** Paints one icon at (left, top) of an RGBA image `width` pixels wide. */
function paint(image, width, icon, left, top, scale) {
  const w = Math.ceil(icon.width * scale);
  const h = Math.ceil(icon.height * scale);
  for (const path of icon.paths) {
    const rings = polygons(path.d);
    const [r, g, b] = hex(path.fill);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const a = coverage(rings, x, y, scale);
        if (a === 0) continue;
        const at = ((top + y) * width + left + x) * 4;
        const below = image[at + 3] / 255;
        const alpha = a + below * (1 - a);
        for (const [k, value] of [r, g, b].entries()) image[at + k] = Math.round(((value ?? 0) * a + image[at + k] * below * (1 - a)) / alpha);
        image[at + 3] = Math.round(alpha * 255);
      }
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, every row unfiltered. */
function png(image, width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(image.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Writes <outdir>/sprite.{json,png} and sprite@2x.{json,png}; icons: the registry's entries. */
export function buildSprite(outdir, icons) {
  mkdirSync(outdir, { recursive: true });
  for (const ratio of [1, 2]) {
    const placed = {};
    let left = 0;
    let height = 0;
    for (const [name, icon] of icons) {
      const w = Math.ceil(icon.width * ratio);
      const h = Math.ceil(icon.height * ratio);
      placed[name] = { x: left, y: 0, width: w, height: h, pixelRatio: ratio };
      left += w + PAD;
      height = Math.max(height, h);
    }
    const width = Math.max(1, left - PAD);
    const image = new Uint8Array(width * height * 4);
    for (const [name, icon] of icons) paint(image, width, icon, placed[name].x, 0, ratio);
    const suffix = ratio === 1 ? '' : `@${ratio}x`;
    writeFileSync(join(outdir, `sprite${suffix}.json`), `${JSON.stringify(placed)}\n`);
    writeFileSync(join(outdir, `sprite${suffix}.png`), png(image, width, height));
  }
}
