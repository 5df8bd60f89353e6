/**
 * The illustrated backgrounds, one per SceneKind. Each is a pure function of (rng, size) and
 * returns SVG markup in the preview's pixel space plus the height at which people's heads sit.
 *
 * Shapes use fill-opacity, never opacity: librsvg renders each element with `opacity` into its own
 * offscreen layer, which made the city scene (hundreds of windows) 6x slower to rasterise.
 */
import type { SceneKind } from './types';
import type { Rng } from '../lib/prng';
import { bench, circle, cloud, ellipse, hsl, lamp, mountains, pine, plant, radialGlow, rect, ridge, roundTree, sailboat, snowman, sun, umbrella, vGradient } from './svg-parts';

export interface Scene {
  /** <defs> content (gradients) */
  defs: string;
  /** everything behind the people */
  body: string;
  /** vertical centre of the people's heads, 0..1 of the height */
  headLine: number;
}

type SceneFn = (rng: Rng, w: number, h: number) => Scene;

const sky = (rng: Rng, top: string, bottom: string): string => vGradient('sky', [top, bottom]);

function clouds(rng: Rng, w: number, h: number, n: number, color?: string): string {
  let out = '';
  for (let i = 0; i < n; i++) out += cloud(rng, rng.range(0, w), rng.range(0.06, 0.3) * h, rng.range(0.05, 0.1) * w, color);
  return out;
}

const beach: SceneFn = (rng, w, h) => {
  const hue = rng.range(190, 215);
  const horizon = h * rng.range(0.42, 0.5);
  const shore = horizon + h * rng.range(0.1, 0.16);
  let waves = '';
  for (let i = 0; i < 5; i++) {
    const y = horizon + ((shore - horizon) * (i + 0.5)) / 5;
    waves += rect(0, y, w, Math.max(1, h * 0.004), '#ffffff', ' fill-opacity="0.35"');
  }
  const palmX = rng.pick([w * 0.08, w * 0.92]);
  const palm = `<path d="M${palmX} ${shore + h * 0.05} Q${palmX + w * 0.03} ${horizon - h * 0.1} ${palmX + w * 0.01} ${horizon - h * 0.28}" stroke="#7a5a3a" stroke-width="${w * 0.014}" fill="none"/>`
    + [0, 1, 2, 3, 4].map((k) => ellipse(palmX + w * 0.01, horizon - h * 0.28, w * 0.09, h * 0.022, hsl(120, 45, 30), ` transform="rotate(${-20 + k * 55} ${palmX + w * 0.01} ${horizon - h * 0.28}) translate(${w * 0.07} 0)"`)).join('');
  return {
    defs: sky(rng, hsl(hue, 70, 55), hsl(hue - 10, 70, 86)) + vGradient('sea', [hsl(hue, 65, 45), hsl(hue - 25, 60, 62)]) + vGradient('sand', [hsl(42, 60, 80), hsl(36, 55, 68)]) + radialGlow('glow', '#fff6c8', '#fff6c8'),
    body: rect(0, 0, w, h, 'url(#sky)') + sun(rng.range(0.15, 0.85) * w, h * rng.range(0.1, 0.2), w * 0.035, '#fff3b0', 'glow') + clouds(rng, w, h, rng.int(1, 3))
      + rect(0, horizon, w, shore - horizon + 1, 'url(#sea)') + waves + rect(0, shore, w, h - shore, 'url(#sand)') + palm
      + (rng.chance(0.5) ? sailboat(rng.range(0.2, 0.8) * w, horizon + (shore - horizon) * 0.3, h * 0.08) : '')
      + (rng.chance(0.6) ? umbrella(rng.range(0.2, 0.8) * w, shore + h * 0.12, h * 0.22, rng.pick(['#e63946', '#f4a261', '#2a9d8f', '#ffb703'])) : ''),
    headLine: rng.range(0.5, 0.58),
  };
};

const city: SceneFn = (rng, w, h) => {
  // one city picture in three is taken at dusk: darker sky, most windows lit
  const dusk = rng.chance(0.35);
  const street = h * rng.range(0.72, 0.8);
  let buildings = '';
  let x = -rng.range(0, w * 0.05);
  while (x < w) {
    const bw = w * rng.range(0.08, 0.16);
    const top = h * rng.range(0.08, 0.45);
    const color = hsl(rng.range(10, 40), rng.range(10, 35), rng.range(45, 72));
    buildings += rect(x, top, bw - 2, street - top, color);
    const rows = Math.floor((street - top) / (h * 0.06));
    const cols = Math.max(2, Math.floor(bw / (w * 0.035)));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const lit = rng.chance(dusk ? 0.65 : 0.3);
        buildings += rect(x + (bw / cols) * c + bw * 0.04, top + h * 0.02 + r * h * 0.06, bw / cols - bw * 0.1, h * 0.03, lit ? '#fde9a8' : hsl(210, 25, 35), ' fill-opacity="0.85"');
      }
    }
    x += bw;
  }
  return {
    defs: dusk ? vGradient('sky', [hsl(rng.range(225, 245), 45, 28), hsl(300, 30, 45), hsl(25, 75, 65)]) : sky(rng, hsl(rng.range(200, 225), 55, 62), hsl(30, 60, 88)),
    body: rect(0, 0, w, h, 'url(#sky)') + (dusk ? '' : clouds(rng, w, h, rng.int(1, 3))) + buildings + rect(0, street, w, h - street, hsl(220, 8, 40)) + rect(0, street + h * 0.08, w, h * 0.008, '#f2f2f2')
      + [0.1, 0.5, 0.9].map((f) => lamp(f * w + rng.range(-0.04, 0.04) * w, street + h * 0.01, h * 0.3)).join(''),
    headLine: rng.range(0.5, 0.6),
  };
};

const forest: SceneFn = (rng, w, h) => {
  const ground = h * rng.range(0.62, 0.7);
  let trees = '';
  for (let layer = 0; layer < 3; layer++) {
    const n = 7 + layer * 3;
    for (let i = 0; i < n; i++) {
      const th = h * (0.25 + layer * 0.12) * rng.range(0.8, 1.2);
      trees += pine(rng.range(0, w), ground - (2 - layer) * h * 0.05, th, hsl(rng.range(110, 150), 35, 18 + layer * 7 + rng.range(-3, 3)));
    }
  }
  return {
    defs: sky(rng, hsl(rng.range(180, 200), 40, 70), hsl(80, 40, 85)) + vGradient('moss', [hsl(95, 40, 35), hsl(80, 35, 25)]),
    body: rect(0, 0, w, h, 'url(#sky)') + ridge(rng, w, h, ground - h * 0.18, h * 0.05, 0.2, hsl(140, 25, 55)) + trees + rect(0, ground, w, h - ground, 'url(#moss)'),
    headLine: rng.range(0.52, 0.6),
  };
};

const snow: SceneFn = (rng, w, h) => {
  const ground = h * rng.range(0.6, 0.7);
  let trees = '';
  for (let i = 0; i < 9; i++) trees += pine(rng.range(0, w), ground + h * 0.02, h * rng.range(0.2, 0.35), hsl(150, 30, 25), '#f4f8ff');
  let flakes = '';
  for (let i = 0; i < 60; i++) flakes += circle(rng.range(0, w), rng.range(0, h), w * rng.range(0.002, 0.005), '#ffffff', ' fill-opacity="0.85"');
  return {
    defs: sky(rng, hsl(rng.range(205, 220), 35, 72), hsl(210, 30, 92)) + vGradient('snowfield', ['#ffffff', hsl(210, 35, 88)]),
    body: rect(0, 0, w, h, 'url(#sky)') + mountains(rng, w, h, h * 0.42, h * 0.14, hsl(215, 20, 78), '#ffffff') + ridge(rng, w, h, ground - h * 0.06, h * 0.05, 0.2, '#eef3fa') + trees + rect(0, ground, w, h - ground, 'url(#snowfield)')
      + (rng.chance(0.6) ? snowman(rng.pick([0.07, 0.93]) * w, ground + h * 0.1, h * 0.25) : '') + flakes,
    headLine: rng.range(0.5, 0.58),
  };
};

const indoor: SceneFn = (rng, w, h) => {
  const floor = h * rng.range(0.72, 0.8);
  const wall = hsl(rng.range(20, 60), rng.range(20, 45), rng.range(72, 86));
  const winX = rng.range(0.08, 0.55) * w;
  const winW = w * 0.3;
  const frames = [0, 1].map(() => {
    const fx = rng.range(0.05, 0.85) * w;
    const fy = h * rng.range(0.12, 0.25);
    return rect(fx, fy, w * 0.08, h * 0.1, '#6b4a2e') + rect(fx + w * 0.008, fy + w * 0.008, w * 0.064, h * 0.1 - w * 0.016, hsl(rng.range(0, 360), 40, 60));
  });
  return {
    defs: vGradient('wall', [wall, hsl(30, 20, 65)]) + vGradient('winsky', [hsl(205, 70, 65), hsl(200, 60, 88)]) + radialGlow('lamp', '#fff2c0', '#fff2c0'),
    body: rect(0, 0, w, h, 'url(#wall)') + rect(winX - 8, h * 0.1 - 8, winW + 16, h * 0.38 + 16, '#f5f1ea') + rect(winX, h * 0.1, winW, h * 0.38, 'url(#winsky)')
      + rect(winX + winW / 2 - 3, h * 0.1, 6, h * 0.38, '#f5f1ea') + frames.join('') + circle(w * rng.range(0.7, 0.95), h * 0.3, w * 0.12, 'url(#lamp)')
      + rect(0, floor, w, h - floor, hsl(28, 40, 38)) + rect(w * 0.05, floor - h * 0.16, w * 0.9, h * 0.18, hsl(rng.range(180, 360), 30, 45), ' rx="12"')
      + plant(rng, rng.pick([0.04, 0.96]) * w, floor + h * 0.02, h * 0.3),
    headLine: rng.range(0.45, 0.55),
  };
};

const sunset: SceneFn = (rng, w, h) => {
  const horizon = h * rng.range(0.55, 0.65);
  const sunX = rng.range(0.25, 0.75) * w;
  return {
    defs: vGradient('sky', [hsl(260, 45, 35), hsl(rng.range(330, 350), 60, 55), hsl(rng.range(25, 40), 90, 65)]) + vGradient('water', [hsl(25, 70, 55), hsl(260, 35, 30)]) + radialGlow('glow', '#ffd27a', '#ff8a4c'),
    body: rect(0, 0, w, h, 'url(#sky)') + sun(sunX, horizon - h * 0.05, w * 0.06, '#ffd98a', 'glow') + clouds(rng, w, h, 2, hsl(330, 50, 70))
      + rect(0, horizon, w, h - horizon, 'url(#water)') + ellipse(sunX, horizon + h * 0.05, w * 0.05, h * 0.01, '#ffd98a', ' fill-opacity="0.6"')
      + ridge(rng, w, h, horizon + h * 0.12, h * 0.05, 0.2, hsl(280, 30, 18)),
    headLine: rng.range(0.55, 0.62),
  };
};

const park: SceneFn = (rng, w, h) => {
  const ground = h * rng.range(0.55, 0.65);
  // some park pictures are autumn ones: orange and red crowns, yellower grass
  const autumn = rng.chance(0.35);
  let trees = '';
  for (let i = 0; i < 6; i++) {
    const crown = autumn ? hsl(rng.range(8, 45), 70, rng.range(42, 52)) : hsl(rng.range(90, 130), 45, rng.range(28, 40));
    trees += roundTree(rng, rng.range(0, w), ground + h * 0.02, h * rng.range(0.25, 0.4), crown);
  }
  return {
    defs: sky(rng, hsl(rng.range(200, 215), 70, 60), hsl(195, 60, 88)) + vGradient('grass', autumn ? [hsl(70, 45, 48), hsl(60, 40, 32)] : [hsl(100, 50, 50), hsl(110, 45, 35)]) + radialGlow('glow', '#fffbe0', '#fffbe0'),
    body: rect(0, 0, w, h, 'url(#sky)') + sun(rng.range(0.1, 0.9) * w, h * 0.12, w * 0.03, '#fffbe0', 'glow') + clouds(rng, w, h, rng.int(2, 4))
      + ridge(rng, w, h, ground - h * 0.03, h * 0.04, 0.1, hsl(105, 40, 55)) + trees + rect(0, ground + h * 0.02, w, h, 'url(#grass)')
      + `<path d="M${w * 0.4} ${h} Q${w * 0.5} ${ground + h * 0.1} ${w * 0.62} ${ground + h * 0.03} L${w * 0.66} ${ground + h * 0.03} Q${w * 0.6} ${ground + h * 0.12} ${w * 0.7} ${h} Z" fill="${hsl(38, 40, 72)}"/>`
      + (rng.chance(0.5) ? bench(rng.range(0.05, 0.75) * w, ground + h * 0.08, w * 0.18) : ''),
    headLine: rng.range(0.5, 0.6),
  };
};

const mountain: SceneFn = (rng, w, h) => {
  const lake = h * rng.range(0.6, 0.68);
  const peaks = mountains(rng, w, h, h * 0.42, h * 0.2, hsl(220, 18, 52), '#f7f9fc') + mountains(rng, w, h, h * 0.52, h * 0.1, hsl(215, 16, 42));
  let pines = '';
  for (let i = 0; i < 8; i++) pines += pine(rng.range(0, w), lake + h * 0.01, h * rng.range(0.08, 0.16), hsl(150, 30, 24));
  return {
    defs: sky(rng, hsl(rng.range(200, 220), 65, 58), hsl(200, 50, 90)) + vGradient('lake', [hsl(200, 45, 55), hsl(205, 50, 35)]) + vGradient('meadow', [hsl(95, 40, 48), hsl(100, 40, 32)]),
    body: rect(0, 0, w, h, 'url(#sky)') + clouds(rng, w, h, rng.int(1, 3)) + peaks
      + ridge(rng, w, h, h * 0.58, h * 0.03, 0.2, hsl(150, 25, 30)) + pines + rect(0, lake, w, h * 0.08, 'url(#lake)') + rect(0, lake + h * 0.08, w, h, 'url(#meadow)'),
    headLine: rng.range(0.52, 0.6),
  };
};

const SCENES: Record<SceneKind, SceneFn> = { beach, city, forest, snow, indoor, sunset, park, mountain };

export function buildScene(kind: SceneKind, rng: Rng, w: number, h: number): Scene {
  return SCENES[kind](rng, w, h);
}
