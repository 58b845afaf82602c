export * from './domain';
export * from './entities';
export * from './endpoint';
export * from './api';
export * from './paths';
export * from './money';
