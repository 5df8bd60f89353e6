/**
 * `npx tsx server/media/bench.ts [photos=32] [concurrency=2]`: renders photos the way the seeder
 * does (its shape mix, 0-3 faces of a child, an adult and an older person, some framed around the
 * first face, EXIF, all orientations) and prints the median wall time per
 * photo, the throughput and the CPU time per photo (the number that does not depend on load).
 */
import { renderPhoto } from './index';
import type { PhotoSpec, SceneKind } from './types';

const looks = [
  { skin: '#f1c7a5', hair: '#3b2a1e', shirt: '#2f6db3' },
  { skin: '#8d5a3b', hair: '#111111', shirt: '#d1495b' },
  { skin: '#e0ac69', hair: '#c68642', shirt: '#3c9d5d' },
];
const kinds: SceneKind[] = ['beach', 'city', 'forest', 'snow', 'indoor', 'sunset', 'park', 'mountain'];
const shapes = [[1600, 1200], [1200, 1600], [1440, 1440], [1920, 1080]] as const;
const orientations = [1, 3, 6, 8] as const;

const count = Number(process.argv[2] ?? 32);
const concurrency = Number(process.argv[3] ?? 2);

function spec(i: number): PhotoSpec {
  const [width, height] = shapes[i % shapes.length] ?? [1600, 1200];
  return {
    seed: i + 1,
    scene: kinds[i % kinds.length] ?? 'park',
    width,
    height,
    orientation: orientations[i % orientations.length] ?? 1,
    faces: looks.slice(0, i % 4),
    ages: [4, 35, 72].slice(0, i % 4),
    ...(i % 3 === 0 && i % 4 > 0 ? { subject: { cx: 0.5, cy: 0.4, size: 0.3 } } : {}),
    exif: i % 5 === 0 ? null : { make: 'FUJIFILM', model: 'X-T5', fNumber: 2.8, exposureTime: '1/250', latitude: 48.85, longitude: 2.35 },
  };
}

const times: number[] = [];
const bytes = { original: 0, preview: 0, thumbnail: 0 };
let next = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (next < count) {
    const i = next++;
    const t = performance.now();
    const photo = await renderPhoto(spec(i));
    times.push(performance.now() - t);
    bytes.original += photo.original.length;
    bytes.preview += photo.preview.length;
    bytes.thumbnail += photo.thumbnail.length;
  }
}));
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
times.sort((a, b) => a - b);
const kb = (n: number): string => `${Math.round(n / count / 1024)} KB`;
process.stdout.write([
  `${count} photos, ${concurrency} at once`,
  `median ${Math.round(times[times.length >> 1] ?? 0)} ms per photo (wall), throughput ${Math.round(wall / count)} ms per photo`,
  `CPU ${Math.round((cpu.user + cpu.system) / 1000 / count)} ms per photo`,
  `average sizes: original ${kb(bytes.original)}, preview ${kb(bytes.preview)}, thumbnail ${kb(bytes.thumbnail)}`,
].join('\n') + '\n');
