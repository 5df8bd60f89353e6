/** What the large-list worker loads after making its request (see large-list.worker.ts). */
export { loadPersonAssets } from './fetch-person-assets';
