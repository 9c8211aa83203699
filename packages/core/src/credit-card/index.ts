export * from './due-day-change.ts';
export * from './guarantee-yield.ts';
export * from './international-purchase.ts';
export * from './invoice-instalments.ts';
export * from './invoice-math.ts';
export * from './invoice-summary.ts';
