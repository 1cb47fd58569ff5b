export * from './subscription';
export * from './workout';
export * from './sorting';
export * from './music';
export * from './errors';
export * from './identity';
