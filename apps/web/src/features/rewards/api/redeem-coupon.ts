import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardCoupon } from './types.ts';

/** recompensas/resgatar-cupom: activates a revealed coupon for the next recharge at or above its minimum. */
export async function redeemCoupon(cupomId: string): Promise<RewardCoupon> {
  return bank.call<RewardCoupon>('recompensas/resgatar-cupom', { cupomId });
}

export function useRedeemCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}
