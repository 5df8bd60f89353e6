/**
 * Small SVG building blocks for the illustrated scenes. Coordinates are in the upright preview's
 * pixel space; everything a part draws depends only on its arguments and the Rng.
 */
import type { Rng } from '../lib/prng';

/** Rounds to 1 decimal so the generated SVG text stays short and stable. */
const r1 = (n: number): number => Math.round(n * 10) / 10;

/** A vertical linear gradient definition with evenly spread stops. */
export function vGradient(id: string, colors: readonly string[]): string {
  const stops = colors
    .map((c, i) => `<stop offset="${r1((i / Math.max(1, colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

/** A soft radial glow (sun, lamp). */
export function radialGlow(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}" stop-opacity="0.9"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;
}

/** A sun with a halo. */
export function sun(cx: number, cy: number, r: number, color: string, glowId: string): string {
  return circle(cx, cy, r * 3, `url(#${glowId})`) + circle(cx, cy, r, color);
}

/** A fluffy cloud made of overlapping circles. */
export function cloud(rng: Rng, cx: number, cy: number, size: number, color = '#ffffff', opacity = 0.85): string {
  const puffs: string[] = [];
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const dx = (i / (n - 1) - 0.5) * size * 1.6;
    const r = size * rng.range(0.28, 0.5) * (1 - Math.abs(dx) / (size * 1.8));
    puffs.push(circle(cx + dx, cy - r * 0.4, r, color));
  }
  puffs.push(ellipse(cx, cy, size * 0.95, size * 0.22, color));
  return `<g opacity="${opacity}">${puffs.join('')}</g>`;
}

/**
 * A rolling ridge line across the picture from `baseY`, filled down to the bottom edge.
 * `roughness` 0..1: 0 gives gentle hills, 1 jagged mountains.
 */
export function ridge(rng: Rng, w: number, h: number, baseY: number, amplitude: number, roughness: number, fill: string): string {
  const steps = roughness > 0.5 ? rng.int(5, 9) : rng.int(3, 5);
  const pts: string[] = [`M0 ${r1(h)}`, `L0 ${r1(baseY + rng.range(-1, 1) * amplitude)}`];
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = baseY + rng.range(-1, 1) * amplitude;
    if (roughness > 0.5) {
      const px = x - w / steps / 2 + rng.range(-0.15, 0.15) * (w / steps);
      pts.push(`L${r1(px)} ${r1(baseY - amplitude * rng.range(0.6, 1.3))}`, `L${r1(x)} ${r1(y)}`);
    } else {
      const cx = x - w / steps / 2;
      pts.push(`Q${r1(cx)} ${r1(baseY - amplitude * rng.range(0.3, 1.2))} ${r1(x)} ${r1(y)}`);
    }
  }
  pts.push(`L${r1(w)} ${r1(h)}`, 'Z');
  return `<path d="${pts.join(' ')}" fill="${fill}"/>`;
}

/** A pine tree standing on (x, groundY). */
export function pine(x: number, groundY: number, height: number, green: string, snow?: string): string {
  const w = height * 0.42;
  const trunk = rect(x - height * 0.03, groundY - height * 0.12, height * 0.06, height * 0.12, '#5b3a24');
  let tiers = '';
  for (let i = 0; i < 3; i++) {
    const top = groundY - height + i * height * 0.22;
    const bottom = top + height * 0.42;
    const half = (w / 2) * (0.6 + i * 0.2);
    tiers += `<path d="M${r1(x)} ${r1(top)} L${r1(x + half)} ${r1(bottom)} L${r1(x - half)} ${r1(bottom)} Z" fill="${green}"/>`;
    if (snow) {
      tiers += `<path d="M${r1(x)} ${r1(top)} L${r1(x + half * 0.35)} ${r1(top + height * 0.14)} L${r1(x - half * 0.35)} ${r1(top + height * 0.14)} Z" fill="${snow}"/>`;
    }
  }
  return trunk + tiers;
}

/** A round deciduous tree standing on (x, groundY). */
export function roundTree(rng: Rng, x: number, groundY: number, height: number, green: string): string {
  const crownR = height * 0.32;
  const trunk = rect(x - height * 0.04, groundY - height * 0.5, height * 0.08, height * 0.5, '#6b4a2e');
  let crown = '';
  for (let i = 0; i < 4; i++) {
    crown += circle(x + rng.range(-0.5, 0.5) * crownR, groundY - height + crownR + rng.range(-0.2, 0.4) * crownR, crownR * rng.range(0.6, 0.85), green);
  }
  return trunk + circle(x, groundY - height + crownR * 1.1, crownR, green) + crown;
}

/** A gentle shade variation of an HSL colour, so that two seeds of one scene differ. */
export function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;
}

/**
 * A mountain range: a few irregular peaks across the picture from `baseY`, filled to the
 * bottom, each with an optional snow cap that follows its slopes.
 */
export function mountains(rng: Rng, w: number, h: number, baseY: number, amplitude: number, fill: string, cap?: string): string {
  const n = rng.int(3, 5);
  const step = w / n;
  const pts: Array<[number, number]> = [[-step * 0.3, baseY + amplitude * rng.range(0, 0.4)]];
  for (let i = 0; i < n; i++) {
    pts.push([step * (i + rng.range(0.3, 0.7)), baseY - amplitude * rng.range(0.5, 1.2)]);
    pts.push([step * (i + 1) + rng.range(-0.1, 0.1) * step, baseY + amplitude * rng.range(-0.1, 0.4)]);
  }
  const d = `M${r1(-step)} ${r1(h)} ` + pts.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join(' ') + ` L${r1(w + step)} ${r1(h)} Z`;
  let caps = '';
  if (cap) {
    for (let i = 1; i < pts.length - 1; i += 2) {
      const [px, py] = pts[i] ?? [0, 0];
      const [lx, ly] = pts[i - 1] ?? [0, 0];
      const [rx, ry] = pts[i + 1] ?? [0, 0];
      const t = 0.3;
      const a: [number, number] = [px + (lx - px) * t, py + (ly - py) * t];
      const b: [number, number] = [px + (rx - px) * t, py + (ry - py) * t];
      const mid = (a[0] + b[0]) / 2;
      const dip = Math.max(a[1], b[1]) - amplitude * 0.08;
      caps += `<path d="M${r1(px)} ${r1(py)} L${r1(b[0])} ${r1(b[1])} L${r1(mid + (b[0] - mid) * 0.4)} ${r1(dip)} L${r1(mid)} ${r1(Math.max(a[1], b[1]))} L${r1(mid - (mid - a[0]) * 0.4)} ${r1(dip)} L${r1(a[0])} ${r1(a[1])} Z" fill="${cap}"/>`;
    }
  }
  return `<path d="${d}" fill="${fill}"/>${caps}`;
}

/** A beach umbrella with its pole standing on (x, groundY). */
export function umbrella(x: number, groundY: number, size: number, color: string): string {
  const top = groundY - size;
  return `<path d="M${r1(x)} ${r1(groundY)} L${r1(x + size * 0.1)} ${r1(top)}" stroke="#ddd" stroke-width="${r1(size * 0.03)}"/>`
    + `<path d="M${r1(x - size * 0.5)} ${r1(top + size * 0.12)} Q${r1(x + size * 0.1)} ${r1(top - size * 0.35)} ${r1(x + size * 0.7)} ${r1(top + size * 0.12)} Z" fill="${color}"/>`;
}

/** A street lamp on (x, groundY). */
export function lamp(x: number, groundY: number, height: number): string {
  return rect(x - height * 0.015, groundY - height, height * 0.03, height, '#33373d') + circle(x, groundY - height, height * 0.06, '#fff2b0');
}

/** A park bench on (x, groundY). */
export function bench(x: number, groundY: number, width: number): string {
  const h = width * 0.35;
  return rect(x, groundY - h, width, h * 0.18, '#8a5a33') + rect(x, groundY - h * 0.55, width, h * 0.15, '#8a5a33')
    + rect(x + width * 0.08, groundY - h * 0.55, width * 0.04, h * 0.55, '#3b3b3b') + rect(x + width * 0.88, groundY - h * 0.55, width * 0.04, h * 0.55, '#3b3b3b');
}

/** A potted plant on (x, groundY). */
export function plant(rng: Rng, x: number, groundY: number, height: number): string {
  let leaves = '';
  for (let i = 0; i < 6; i++) {
    const a = -150 + i * 24 + rng.range(-6, 6);
    leaves += ellipse(x, groundY - height * 0.55, height * 0.3, height * 0.08, hsl(120 + rng.range(-15, 15), 45, 32), ` transform="rotate(${r1(a)} ${r1(x)} ${r1(groundY - height * 0.45)})"`);
  }
  return leaves + `<path d="M${r1(x - height * 0.18)} ${r1(groundY - height * 0.35)} L${r1(x + height * 0.18)} ${r1(groundY - height * 0.35)} L${r1(x + height * 0.13)} ${r1(groundY)} L${r1(x - height * 0.13)} ${r1(groundY)} Z" fill="#b5653a"/>`;
}

/** A snowman on (x, groundY). */
export function snowman(x: number, groundY: number, height: number): string {
  const r1b = height * 0.22, r2 = height * 0.16, r3 = height * 0.11;
  return circle(x, groundY - r1b, r1b, '#fbfdff') + circle(x, groundY - 2 * r1b - r2 * 0.8, r2, '#fbfdff') + circle(x, groundY - 2 * r1b - 2 * r2 - r3 * 0.5, r3, '#fbfdff')
    + `<path d="M${r1(x)} ${r1(groundY - 2 * r1b - 2 * r2 - r3 * 0.5)} l${r1(height * 0.12)} ${r1(height * 0.02)} l${r1(-height * 0.12)} ${r1(height * 0.02)} Z" fill="#f08a24"/>`;
}

/** A small sailboat floating at (x, waterY). */
export function sailboat(x: number, waterY: number, size: number): string {
  return `<path d="M${r1(x - size * 0.5)} ${r1(waterY - size * 0.15)} L${r1(x + size * 0.5)} ${r1(waterY - size * 0.15)} L${r1(x + size * 0.35)} ${r1(waterY)} L${r1(x - size * 0.35)} ${r1(waterY)} Z" fill="#7a4b2a"/>`
    + `<path d="M${r1(x)} ${r1(waterY - size * 0.2)} L${r1(x)} ${r1(waterY - size)} L${r1(x + size * 0.45)} ${r1(waterY - size * 0.22)} Z" fill="#fdfdfd"/>`
    + `<path d="M${r1(x - size * 0.04)} ${r1(waterY - size * 0.2)} L${r1(x - size * 0.04)} ${r1(waterY - size * 0.8)} L${r1(x - size * 0.38)} ${r1(waterY - size * 0.22)} Z" fill="#e9573f"/>`;
}
