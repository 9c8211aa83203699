import { getLocale } from '../../../lib/i18n/locale-store.ts';

/**
 * Query keys of the rewards feature: every answer is the customer's own, and those with texts (names,
 * titles, prizes) are in the app's language, so the language is part of their key.
 */
export const rewardsKeys = {
  all: ['rewards'] as const,
  snapshot: () => ['rewards', 'snapshot'] as const,
  programs: () => ['rewards', getLocale(), 'programs'] as const,
  program: (id: string) => ['rewards', getLocale(), 'program', id] as const,
  completed: () => ['rewards', getLocale(), 'completed'] as const,
  coupons: () => ['rewards', 'coupons'] as const,
  luckyNumbers: () => ['rewards', 'lucky-numbers'] as const,
  won: () => ['rewards', getLocale(), 'won'] as const,
  draws: () => ['rewards', getLocale(), 'draws'] as const,
  draw: (id: string) => ['rewards', getLocale(), 'draw', id] as const,
};
