import { lazyComponent } from '@/components/lazy-component';

// Buys: the person page's first screen loads none of its dialogs (ADR 126's rule for parts the
// first screen does not show). The page fetches them once it is idle, so "More" finds them loaded.

/** "Merge with…" (merge-dialog.tsx). */
export const mergeDialog = lazyComponent(() => import('./merge-dialog').then((module) => module.MergeDialog));
/** "Set birth date" (birth-date-dialog.tsx). */
export const birthDateDialog = lazyComponent(() => import('./birth-date-dialog').then((module) => module.BirthDateDialog));
/** "Same person?" (same-person-dialog.tsx). */
export const samePersonDialog = lazyComponent(() => import('./same-person-dialog').then((module) => module.SamePersonDialog));
