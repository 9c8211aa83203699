import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardCoupon } from './types.ts';

/** recompensas/cupons: the customer's coupons, the code hidden until revealed. */
export async function fetchCoupons(): Promise<RewardCoupon[]> {
  return (await bank.call<{ cupons: RewardCoupon[] }>('recompensas/cupons', {})).cupons;
}

export function useCoupons() {
  return useQuery({ queryKey: rewardsKeys.coupons(), queryFn: fetchCoupons });
}
