/** The median of `values` (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The smallest and largest of `values`. */
export function spread(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

/** `n` rounded to `digits` decimals. */
export function round(n: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** The median and spread of `values`, rounded, as a row's `value` and `spread`. */
export function summary(values: readonly number[], digits = 0): { value: number; spread: readonly [number, number] } {
  const [min, max] = spread(values);
  return { value: round(median(values), digits), spread: [round(min, digits), round(max, digits)] };
}

/** Escapes text for an HTML attribute or element. */
export function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
