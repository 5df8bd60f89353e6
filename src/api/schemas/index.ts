/** The wire schemas: importable on their own (the demo service checks its responses with them). */
export * from './activity';
export * from './album';
export * from './asset';
export * from './auth';
export * from './error-body';
export * from './exif';
export * from './face';
export * from './helpers';
export * from './memory';
export * from './person';
export * from './reports';
export * from './search';
export * from './server';
export * from './smart-info';
export * from './tag';
export * from './tolerant-array';
export * from './user';
