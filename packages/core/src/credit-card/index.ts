export * from './invoice-math.ts';
