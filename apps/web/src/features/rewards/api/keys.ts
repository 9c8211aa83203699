/** Query keys of the rewards feature: every answer is the customer's own. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  snapshot: () => ['rewards', 'snapshot'] as const,
  programs: () => ['rewards', 'programs'] as const,
  program: (id: string) => ['rewards', 'program', id] as const,
  completed: () => ['rewards', 'completed'] as const,
  coupons: () => ['rewards', 'coupons'] as const,
  luckyNumbers: () => ['rewards', 'lucky-numbers'] as const,
  won: () => ['rewards', 'won'] as const,
  draws: () => ['rewards', 'draws'] as const,
  draw: (id: string) => ['rewards', 'draw', id] as const,
};
