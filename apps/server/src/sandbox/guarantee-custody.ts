import type { GuaranteeCustody } from '../services/bank-api/public.ts';

/** A guarantee whose centavos are 77 (R$ 300,77, R$ 1.000,77 ...): the sandbox custodian leaves it pending. */
export const CUSTODY_PENDING_CENTAVOS = 77;

/** The CDB custodian of the sandbox: registers every guarantee, except those ending in 77 centavos. */
export const sandboxGuaranteeCustody: GuaranteeCustody = {
  register: ({ amount }) => ({ registered: amount % 100 !== CUSTODY_PENDING_CENTAVOS }),
};
