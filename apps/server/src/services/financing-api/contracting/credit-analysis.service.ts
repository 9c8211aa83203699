import { randomUUID } from 'node:crypto';
import { fromReais } from '@carteira/core/money';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { notFound } from '../financing.errors.ts';
import type { CreditRequest } from '../financing.table.ts';
import type { Db } from '../financing-database.ts';
import { json } from './contracting.repository.ts';
import { checkOwnCpf, inContracting } from './contracting.service.ts';
import { applyEvent, statusOf, timeRemaining } from './contracting-advance.ts';
import { CONTRACTING_STATUS as S } from './contracting-status.ts';
import { reais } from './contracting-view.ts';
import type { CreditBureau } from './credit-bureau.ts';

export interface CreditAnalysisInput extends Omit<CreditRequest, 'monthlyIncomeCents'> {
  cpf: string;
  /** Whole reais. */
  monthlyIncome: number;
  storeUserId: string;
}

/**
 * credit-analysis-v3/create: asks the bureau now and keeps its answer, which becomes visible only
 * once its delay has passed (decided_at = requested_at + delayMs); until then the analysis is
 * "processing". Repeated while processing: the same answer, no new analysis.
 */
export async function requestCreditAnalysis(
  db: Db,
  bureau: CreditBureau,
  caller: FinancingCaller,
  key: string,
  input: CreditAnalysisInput,
  now: Date,
) {
  checkOwnCpf(caller, input.cpf);
  return inContracting(db, caller, key, now, async (trx, row) => {
    if (statusOf(row) === S.CREDIT_PROCESSING) {
      return { contractingKey: row.id, status: row.status, creditSimulationId: row.credit_simulation_id };
    }
    // Whole reais on the wire (the route refuses fractions), centavos inside.
    const monthlyIncomeCents = fromReais(input.monthlyIncome);
    const answer = bureau.consult({
      cpf: caller.cpf,
      monthlyIncomeCents,
      jobType: input.jobContractType,
    });
    const request: CreditRequest = {
      fullName: input.fullName,
      birthdate: input.birthdate,
      monthlyIncomeCents,
      jobContractType: input.jobContractType,
      email: input.email,
      phoneNumber: input.phoneNumber,
      phoneAreaCode: input.phoneAreaCode,
      protection: input.protection,
    };
    const updated = await applyEvent(
      trx,
      row,
      'REQUEST_CREDIT',
      {
        credit_simulation_id: randomUUID(),
        credit_request: json(request),
        credit_requested_at: now,
        credit_decided_at: new Date(now.getTime() + answer.delayMs),
        credit_approved: answer.approved,
        released_amount: answer.releasedAmountCents,
        minimum_entry_percentage: answer.minimumEntryPercentage,
        credit_reasons: json(answer.reasons),
        store_user_id: input.storeUserId,
      },
      now,
      'A análise de crédito só pode ser pedida no início da contratação',
    );
    return {
      contractingKey: updated.id,
      status: updated.status,
      creditSimulationId: updated.credit_simulation_id,
    };
  });
}

/** credit-analysis-v3/{key}: processing until the bureau's delay has passed, then the decision. */
export async function creditStatus(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (_trx, row) => {
    if (!row.credit_requested_at || !row.credit_decided_at) {
      throw notFound('Análise de crédito não encontrada', 'Peça a análise de crédito primeiro');
    }
    const decided = row.credit_decided_at.getTime() <= now.getTime();
    return {
      contractingKey: row.id,
      status: row.status,
      processingStatus: decided ? 'PROCESSADO' : S.CREDIT_PROCESSING,
      creditAnalysisStatus: decided ? (row.credit_approved ? 'APROVADO' : 'REPROVADO') : 'EM_ANALISE',
      releasedAmount: decided ? (reais(row.released_amount) ?? 0) : 0,
      minimumEntryPercentage: decided ? (row.minimum_entry_percentage ?? 0) : 0,
      timeRemaining: timeRemaining(row, now),
    };
  });
}
