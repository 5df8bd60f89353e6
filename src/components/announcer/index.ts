export { LiveRegions, useAnnouncer, type Announcer } from './announcer';
