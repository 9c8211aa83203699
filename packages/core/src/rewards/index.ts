export * from './lucky-number.ts';
