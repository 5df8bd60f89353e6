export { LiveRegions, useAnnouncer, type Announcer } from '@/components/announcer/announcer';
