/** The routes this feature renders (wallet.md section 2, Rewards); routes.ts gives each its page. */
export const PATHS = [
  '/gamificationOnboarding',
  '/rewards',
  '/rewardsDetail',
  '/redeemReward',
  '/rewardsHistory',
  '/rewardWinner',
  '/completedRewards',
  '/shareReward',
  '/programOverview',
] as const;

export type RewardsPath = (typeof PATHS)[number];
