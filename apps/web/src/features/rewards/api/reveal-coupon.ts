import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardCoupon } from './types.ts';

/** recompensas/revelar-cupom: shows the coupon's code, once. */
export async function revealCoupon(cupomId: string): Promise<RewardCoupon> {
  return bank.call<RewardCoupon>('recompensas/revelar-cupom', { cupomId });
}

export function useRevealCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revealCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}
