// Draws the storefront's app icons (web app manifest, home screen) from the logo in
// client/public/favicon.svg. Run after changing the logo: node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../client/public');
const out = path.join(publicDir, 'icons');
mkdirSync(out, { recursive: true });
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// Maskable and Apple icons are cropped by the system: fill the whole square and keep the mark
// inside the central 80% safe zone.
const glyph = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f1b16"/><g transform="translate(9.6 9.6) scale(0.7)">${glyph}</g></svg>`;

const draw = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await draw(logo, 192, 'icon-192.png');
await draw(logo, 512, 'icon-512.png');
await draw(fullBleed, 512, 'icon-maskable-512.png');
await draw(fullBleed, 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
