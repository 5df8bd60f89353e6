import { lazyComponent } from '@/components/lazy-component';

// Buys: the person page's first screen loads none of the editing code (the name editor, the "More"
// menu, the people mutations and their cache changes: ADR 126). The header asks for it as it draws
// the person, and draws the name and an empty place of the menu's size until it is here.

/** The name editor and "More" menu (edit/person-editing.tsx), loaded apart from the page. */
export const personEditing = lazyComponent(() => import('./edit/person-editing').then((module) => module.PersonEditing));
