import { lazyComponent } from '@/components/lazy-component';

// Buys: the album's first screen (header, photos, activity bar) loads neither the activity panel
// (list, composer, undo) nor the photo view: the page fetches their code as soon as it is idle, so
// that opening either finds it loaded; one opened before that (a link with the panel open, or to a
// photo) shows once its code has arrived (ADR 126).

/** The activity panel (panel/activity-panel.tsx), loaded apart from the page. */
export const activityPanel = lazyComponent(() => import('../panel/activity-panel').then((module) => module.ActivityPanel));

/** The photo view (photo-view.tsx), loaded apart from the page. */
export const photoView = lazyComponent(() => import('./photo-view').then((module) => module.PhotoView));
