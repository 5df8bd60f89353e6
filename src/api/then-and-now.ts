/**
 * Then and Now's reads: a person's photos by year and the faces of a few of them. Apart from
 * `@/api` on purpose: what the `@/api` index reaches lands in the chunk every page loads first
 * (ADR 111).
 */
export * from './queries/then-and-now';
