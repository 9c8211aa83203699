import type { ComponentType } from 'react';
import { CompletedRewardsPage } from './pages/completed-rewards-page.tsx';
import { GamificationOnboardingPage } from './pages/gamification-onboarding-page.tsx';
import { ProgramOverviewPage } from './pages/program-overview-page.tsx';
import { RedeemRewardPage } from './pages/redeem-reward-page.tsx';
import { RewardWinnerPage } from './pages/reward-winner-page.tsx';
import { RewardsDetailPage } from './pages/rewards-detail-page.tsx';
import { RewardsHistoryPage } from './pages/rewards-history-page.tsx';
import { RewardsPage } from './pages/rewards-page.tsx';
import { ShareRewardPage } from './pages/share-reward-page.tsx';
import type { RewardsPath } from './paths.ts';

export const routeComponents = {
  '/gamificationOnboarding': GamificationOnboardingPage,
  '/rewards': RewardsPage,
  '/rewardsDetail': RewardsDetailPage,
  '/redeemReward': RedeemRewardPage,
  '/rewardsHistory': RewardsHistoryPage,
  '/rewardWinner': RewardWinnerPage,
  '/completedRewards': CompletedRewardsPage,
  '/shareReward': ShareRewardPage,
  '/programOverview': ProgramOverviewPage,
} satisfies Record<RewardsPath, ComponentType>;
