import { lazyComponent } from '@/components/lazy-component';

// Buys: the person page's first screen loads none of the editing code (the name editor, the "More"
// menu, the people mutations and their cache changes: ADR 126). The header asks for it as it draws
// the person, and until it is here draws the name and the "More" button as they look, not yet to be
// used (no focus, no role: read as the heading and nothing else). Code that does not arrive
// leaves them so: the page stays readable, and the browser coming back online, or the next visit
// to a person, fetches it again.

/** The name editor and "More" menu (edit/person-editing.tsx), loaded apart from the page. */
export const personEditing = lazyComponent(() => import('./edit/person-editing').then((module) => module.PersonEditing), { onFailure: 'keep-fallback' });
