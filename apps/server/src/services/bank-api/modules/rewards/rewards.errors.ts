import { BankError } from '../../bank-errors.ts';

export const rewardsUnavailable = () => new BankError('REWARDS_UNAVAILABLE');
export const programClosed = (details?: string) =>
  new BankError('REWARD_PROGRAM_CLOSED', details ? { details } : {});
export const couponRefused = (message: string) => new BankError('REWARD_COUPON_REFUSED', { message });
export const rewardNotFound = (message?: string) =>
  new BankError('REWARD_NOT_FOUND', message ? { message } : {});
