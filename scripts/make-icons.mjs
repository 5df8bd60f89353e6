// Renders the app's install icons from public/favicon.svg (run once after changing the favicon:
// `node scripts/make-icons.mjs`; the PNGs are committed). The maskable icon keeps the letter inside
// the centre 80 % "safe zone" and fills the whole square with the brand colour (ADR 091).
import sharp from 'sharp';
import { readFileSync } from 'node:fs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
const letter = svg.match(/<path[^>]*\/>/)?.[0];
if (!letter) throw new Error('favicon.svg: no <path> found');
// full-bleed background, the letter scaled to 70 % around the centre
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#b4451f"/><g transform="translate(9.6 9.6) scale(0.7)">${letter}</g></svg>`;

const render = (source, size, name) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(name));

await render(svg, 192, 'icon-192.png');
await render(svg, 512, 'icon-512.png');
await render(maskable, 180, 'apple-touch-icon.png'); // iOS rounds the corners itself
await render(maskable, 512, 'icon-maskable-512.png');
console.log('icons written to public/icons/');
