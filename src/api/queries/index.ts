export * from './activity';
export * from './album';
export * from './asset';
export * from './auth';
export * from './memory';
export * from './person';
export * from './server';
export * from './user';
