/** Query keys of the recharge feature. The operators and their amounts are the same for every customer. */
export const rechargeKeys = {
  operators: (ddd: string) => ['recharge', 'operators', ddd] as const,
  amounts: (ddd: string, operatorId: string) => ['recharge', 'amounts', ddd, operatorId] as const,
};
