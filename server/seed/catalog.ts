import type { FaceLook, SceneKind } from '../media/types';

/** Everything the generated library is made of: accounts, people, places, cameras, words. */

export const DEMO_PASSWORD = 'keepsake';

export interface UserSeed {
  key: 'demo' | 'maya' | 'jonas' | 'priya';
  email: string;
  name: string;
  avatarColor: string;
  /** draws a profile image when set */
  look?: FaceLook;
  isAdmin: boolean;
}

export const USERS: readonly UserSeed[] = [
  { key: 'demo', email: 'demo@keepsake.test', name: 'Alex Rivera', avatarColor: 'primary', look: { skin: '#e0ac69', hair: '#3b2a1a', shirt: '#2f6fb3' }, isAdmin: true },
  { key: 'maya', email: 'maya@keepsake.test', name: 'Maya Chen', avatarColor: 'pink', look: { skin: '#f1c27d', hair: '#111111', shirt: '#d94f8a' }, isAdmin: false },
  { key: 'jonas', email: 'jonas@keepsake.test', name: 'Jonas Weber', avatarColor: 'green', isAdmin: false },
  { key: 'priya', email: 'priya@keepsake.test', name: 'Priya Natarajan', avatarColor: 'amber', look: { skin: '#a86b3c', hair: '#1d120b', shirt: '#e3a21a' }, isAdmin: false },
];

export interface PersonSeed {
  key: string;
  name: string;
  birthDate: string | null;
  isHidden: boolean;
  look: FaceLook;
  /** relative chance of appearing in a photo with faces (0: never) */
  weight: number;
}

/** The demo user's recognised people. Ella is the one with 150+ photos, Felix the one with none. */
export const PEOPLE: readonly PersonSeed[] = [
  { key: 'ella', name: 'Ella Rivera', birthDate: '2016-05-14', isHidden: false, look: { skin: '#e8b98a', hair: '#8a4b1f', shirt: '#f06a4f' }, weight: 0 },
  { key: 'leo', name: 'Leo Rivera', birthDate: '2019-09-02', isHidden: false, look: { skin: '#e2b07e', hair: '#5a3517', shirt: '#3fa66b' }, weight: 5 },
  { key: 'sam', name: 'Sam Rivera', birthDate: '1987-03-22', isHidden: false, look: { skin: '#d9a066', hair: '#2b1d12', shirt: '#5561c9' }, weight: 5 },
  { key: 'june', name: 'June Rivera', birthDate: '1949-07-30', isHidden: false, look: { skin: '#f0c9a0', hair: '#d8d8d8', shirt: '#9c4fb0' }, weight: 2 },
  { key: 'tomas', name: 'Tomás Álvarez', birthDate: null, isHidden: false, look: { skin: '#c68642', hair: '#1a1a1a', shirt: '#e0c341' }, weight: 2 },
  { key: 'kai', name: 'Kai Nakamura', birthDate: null, isHidden: false, look: { skin: '#f3d3a8', hair: '#0f0f0f', shirt: '#2aa7b8' }, weight: 2 },
  { key: 'amara', name: 'Amara Okafor', birthDate: '1990-12-03', isHidden: false, look: { skin: '#7a4a2a', hair: '#140c08', shirt: '#f2f2f2' }, weight: 2 },
  { key: 'unnamed', name: '', birthDate: null, isHidden: false, look: { skin: '#edc39a', hair: '#a0522d', shirt: '#6b8e23' }, weight: 1.2 },
  { key: 'noah', name: 'Noah Fischer', birthDate: '1984-06-18', isHidden: true, look: { skin: '#f5d0b0', hair: '#c9a25c', shirt: '#444a5a' }, weight: 0.6 },
  { key: 'felix', name: 'Felix Brandt', birthDate: '1985-01-09', isHidden: false, look: { skin: '#e9bf94', hair: '#6b4423', shirt: '#b33a3a' }, weight: 0 },
];

/** The same person found twice: an unnamed person (`key`) holding some of `of`'s faces (the same drawn face). */
export const FOUND_TWICE = { key: 'leo-split', of: 'leo' } as const;

/** Looks for faces in other users' photos (their libraries have no recognised people). */
export const STRANGER_LOOKS: readonly FaceLook[] = [
  { skin: '#ddb088', hair: '#3a2616', shirt: '#3576a8' },
  { skin: '#b5774a', hair: '#201209', shirt: '#c25b2c' },
  { skin: '#f2cfa6', hair: '#e2c06a', shirt: '#5a9e5a' },
];

export interface Place {
  city: string;
  state: string;
  country: string;
  lat: number;
  lon: number;
  /** what EXIF-derived servers report: "UTC+1", "UTC", or an IANA name */
  timeZone: string;
  /** minutes east of UTC (no DST: the demo keeps one offset per place) */
  offset: number;
  scenes: readonly SceneKind[];
}

export const PLACES: Record<string, Place> = {
  home: { city: 'Portland', state: 'Oregon', country: 'United States of America', lat: 45.5152, lon: -122.6784, timeZone: 'UTC-8', offset: -480, scenes: ['indoor', 'park', 'forest'] },
  lisbon: { city: 'Lisbon', state: 'Lisboa', country: 'Portugal', lat: 38.7223, lon: -9.1393, timeZone: 'UTC', offset: 0, scenes: ['city', 'beach', 'sunset'] },
  paris: { city: 'Paris', state: 'Île-de-France', country: 'France', lat: 48.8566, lon: 2.3522, timeZone: 'UTC+1', offset: 60, scenes: ['city', 'park'] },
  kyoto: { city: 'Kyoto', state: 'Kyoto', country: 'Japan', lat: 35.0116, lon: 135.7681, timeZone: 'Asia/Tokyo', offset: 540, scenes: ['city', 'forest', 'park'] },
  banff: { city: 'Banff', state: 'Alberta', country: 'Canada', lat: 51.1784, lon: -115.5708, timeZone: 'UTC-7', offset: -420, scenes: ['mountain', 'forest', 'snow'] },
  brooklyn: { city: 'Brooklyn', state: 'New York', country: 'United States of America', lat: 40.6782, lon: -73.9442, timeZone: 'UTC-5', offset: -300, scenes: ['city', 'park', 'indoor'] },
  sydney: { city: 'Sydney', state: 'New South Wales', country: 'Australia', lat: -33.8688, lon: 151.2093, timeZone: 'UTC+11', offset: 660, scenes: ['beach', 'sunset', 'city'] },
  capetown: { city: 'Cape Town', state: 'Western Cape', country: 'South Africa', lat: -33.9249, lon: 18.4241, timeZone: 'UTC+2', offset: 120, scenes: ['beach', 'mountain', 'sunset'] },
  zermatt: { city: 'Zermatt', state: 'Valais', country: 'Switzerland', lat: 46.0207, lon: 7.7491, timeZone: 'Europe/Zurich', offset: 60, scenes: ['snow', 'mountain'] },
};

export interface Camera {
  make: string;
  model: string;
  lens: string;
  fNumbers: readonly number[];
  focalLengths: readonly number[];
  /** first year it is used */
  from: number;
  fileName: (n: number, date: Date) => string;
}

const pad = (n: number, w = 4): string => String(n).padStart(w, '0');
const stamp = (d: Date): string => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');

export const CAMERAS: readonly Camera[] = [
  { make: 'NIKON CORPORATION', model: 'NIKON D750', lens: 'AF-S NIKKOR 50mm f/1.8G', fNumbers: [1.8, 2.8, 4, 5.6], focalLengths: [50], from: 2013, fileName: (n) => `DSC_${pad(n)}.JPG` },
  { make: 'FUJIFILM', model: 'X-T3', lens: 'XF23mmF2 R WR', fNumbers: [2, 4, 5.6, 8], focalLengths: [23], from: 2018, fileName: (n) => `DSCF${pad(n)}.JPG` },
  { make: 'Apple', model: 'iPhone 11', lens: 'iPhone 11 back dual wide camera 4.25mm f/1.8', fNumbers: [1.8], focalLengths: [4.25], from: 2019, fileName: (n) => `IMG_${pad(n)}.JPG` },
  { make: 'Canon', model: 'Canon EOS R5', lens: 'RF24-70mm F2.8 L IS USM', fNumbers: [2.8, 4, 5.6, 8], focalLengths: [24, 35, 50, 70], from: 2020, fileName: (n) => `IMG_${pad(n)}.JPG` },
  { make: 'Google', model: 'Pixel 8', lens: 'Pixel 8 back camera 6.9mm f/1.68', fNumbers: [1.68], focalLengths: [6.9], from: 2023, fileName: (_n, d) => `PXL_${stamp(d)}.jpg` },
  { make: 'samsung', model: 'SM-S911B', lens: 'Samsung Galaxy S23 Rear Camera', fNumbers: [1.8], focalLengths: [5.4], from: 2023, fileName: (_n, d) => `${stamp(d)}.jpg` },
  { make: 'Apple', model: 'iPhone 15 Pro', lens: 'iPhone 15 Pro back triple camera 6.765mm f/1.78', fNumbers: [1.78], focalLengths: [6.765], from: 2024, fileName: (n) => `IMG_${pad(n)}.HEIC.jpg` },
];

export const EXPOSURES = ['1/30', '1/60', '1/125', '1/250', '1/500', '1/1000', '1/2000', '0.5'] as const;
export const ISOS = [50, 64, 100, 200, 400, 800, 1600, 3200] as const;

export const DESCRIPTIONS = [
  'First swim of the summer',
  'Ella insisted on carrying the map',
  'The light was unreal tonight',
  'Leo and the giant pinecone',
  'Grandma June’s famous pancakes',
  'Rain all day, board games all evening',
  'Somewhere above the clouds',
  'Tomás finally learned to ski',
];

/** Seeded comments on shared albums: plain text, emoji, a long one, markup that must stay text. */
export const COMMENTS = [
  'What a weekend! Thanks for organising everything 🙌',
  'Love this one 😍',
  'Can you send me the full-size version of this?',
  'Taken right after the storm cleared, look at that sky.',
  'Next time we are staying a whole week.\nNo arguments.',
  '<b>This should not be bold</b> & neither should this <script>alert(1)</script>',
  'Who brought the marshmallows? Asking for Leo.',
  'The view from the top was worth every step. My legs disagree, but still. We should print this one and put it on the fridge next to the one from last year, it would make a great pair.',
  'Arigatō for the tour, Priya! 🍵',
  'That temple garden was the calmest place I have ever been.',
];
