/**
 * Changing people and faces: the requests per server version, the optimistic cache changes and
 * the mutations. Apart from `@/api` on purpose: what the `@/api` index reaches lands in the chunk
 * every page loads first, and only the person and People pages change people (ADR 109).
 */
export * from './queries/people-edits';
export * from './queries/people-merge';
export * from './queries/face-edits';
export * from './queries/people-cache';
export * from './queries/person-mutations';
export * from './queries/face-mutations';
export * from './queries/asset-faces';
