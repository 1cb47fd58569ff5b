export * from './subscription';
export * from './workout';
export * from './workout-schema';
export * from './sorting';
export * from './music';
export * from './errors';
export * from './identity';
export * from './support';
