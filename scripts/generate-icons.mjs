// Draws the NutriPilot app icons (the leaf of apps/web/src/app/layout/logo.tsx) as PNG files for the web app
// manifest, with no image library: the SVG path is flattened to polygons, filled with the non-zero rule at
// 4×4 samples per pixel, and written as an RGBA PNG with zlib. The PNGs are committed; run this again only
// when the logo changes:  node scripts/generate-icons.mjs
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const OUT = path.resolve(import.meta.dirname, "../apps/web/public/icons");
const LEAF =
  "M22.5 8.5c-6.5 0-11 4.2-11 10.3 0 1.2.2 2.3.6 3.3l-2.6 2.6 1.4 1.4 2.5-2.5c1 .6 2.2.9 3.5.9 5.2 0 7.6-4.6 7.6-11.4V8.5h-2Zm-4.6 13.9c-.9 0-1.8-.2-2.5-.6l5.4-5.4-1.4-1.4-5.3 5.3c-.2-.5-.2-1-.2-1.5 0-4.6 3.2-7.8 8.4-8.2-.2 7.4-2.1 11.8-4.4 11.8Z";
const EMERALD = [0x04, 0x78, 0x57];
const WHITE = [0xff, 0xff, 0xff];

/** The path's sub-paths as closed polygons, in the 32×32 logo space. Supports M m L l H h V v C c Z z. */
function pathToPolygons(d) {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g);
  const polygons = [];
  let current = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const rel = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case "M": {
        if (current.length) polygons.push(current);
        x = (rel ? x : 0) + num();
        y = (rel ? y : 0) + num();
        startX = x;
        startY = y;
        current = [[x, y]];
        command = rel ? "l" : "L"; // further pairs are line-tos
        break;
      }
      case "L":
        x = (rel ? x : 0) + num();
        y = (rel ? y : 0) + num();
        current.push([x, y]);
        break;
      case "H":
        x = (rel ? x : 0) + num();
        current.push([x, y]);
        break;
      case "V":
        y = (rel ? y : 0) + num();
        current.push([x, y]);
        break;
      case "C": {
        const bx = rel ? x : 0;
        const by = rel ? y : 0;
        const [x1, y1, x2, y2, x3, y3] = [num() + bx, num() + by, num() + bx, num() + by, num() + bx, num() + by];
        for (let s = 1; s <= 24; s++) {
          const t = s / 24;
          const u = 1 - t;
          current.push([
            u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
            u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
          ]);
        }
        x = x3;
        y = y3;
        break;
      }
      case "Z":
        x = startX;
        y = startY;
        if (current.length) polygons.push(current);
        current = [];
        break;
      default:
        throw new Error(`unsupported path command ${command}`);
    }
  }
  if (current.length) polygons.push(current);
  return polygons;
}

/** Non-zero winding number of (px, py) against the polygons. */
function inside(polygons, px, py) {
  let winding = 0;
  for (const poly of polygons) {
    for (let k = 0; k < poly.length; k++) {
      const [x1, y1] = poly[k];
      const [x2, y2] = poly[(k + 1) % poly.length];
      if (y1 <= py) {
        if (y2 > py && (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1) > 0) winding++;
      } else if (y2 <= py && (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1) < 0) winding--;
    }
  }
  return winding !== 0;
}

function insideRoundedRect(px, py, size, radius) {
  const cx = Math.min(Math.max(px, radius), size - radius);
  const cy = Math.min(Math.max(py, radius), size - radius);
  return (px - cx) ** 2 + (py - cy) ** 2 <= radius * radius;
}

/**
 * One icon: `radius` rounds the background (0 = full square, no transparency); `scale` is the leaf's size
 * relative to the 32-unit logo drawn over the whole icon (below 1 leaves a margin, for maskable icons).
 */
function drawIcon(size, { radius, scale }) {
  const leaf = pathToPolygons(LEAF);
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  const unit = size / 32;
  const offset = (size - size * scale) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let foreground = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          if (radius === 0 || insideRoundedRect(x, y, size, radius * unit)) background++;
          const lx = (x - offset) / (unit * scale);
          const ly = (y - offset) / (unit * scale);
          if (inside(leaf, lx, ly)) foreground++;
        }
      }
      const total = samples * samples;
      const alpha = background / total;
      const mix = foreground / Math.max(background, 1);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(EMERALD[c] * (1 - mix) + WHITE[c] * mix);
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const icons = [
  // Regular icons: the rounded square of the logo.
  { file: "icon-192.png", size: 192, radius: 6, scale: 1 },
  { file: "icon-512.png", size: 512, radius: 6, scale: 1 },
  // Maskable: full bleed, the leaf inside the central 80 % safe zone.
  { file: "icon-maskable-512.png", size: 512, radius: 0, scale: 0.9 },
  // iOS home screen: opaque; iOS rounds the corners itself.
  { file: "apple-touch-icon.png", size: 180, radius: 0, scale: 0.86 },
];

fs.mkdirSync(OUT, { recursive: true });
for (const icon of icons) {
  const png = drawIcon(icon.size, icon);
  fs.writeFileSync(path.join(OUT, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
