import { fromReais } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { CreditStatus } from '../../../lib/financing/types.ts';
import type { CreditStatusAnswer } from '../flow/credit-flow.ts';

/** credit-analysis-v3/{key}: the analysis' progress and, once processed, the approval. */
export async function getCreditStatus(contractingKey: string): Promise<CreditStatusAnswer> {
  const s = await financing.get<CreditStatus>(`/v1/api/credit-analysis-v3/${contractingKey}`);
  return {
    processingStatus: s.processingStatus,
    creditAnalysisStatus: s.creditAnalysisStatus,
    approval: {
      approvedAmount: fromReais(s.releasedAmount ?? 0),
      minPercentage: s.minimumEntryPercentage ?? 0,
    },
  };
}
