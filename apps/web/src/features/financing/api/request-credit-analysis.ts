import type { Centavos } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { CreditAnalysisAnswer, CreditAnalysisRequest } from '../../../lib/financing/types.ts';
import type { JobType } from '../flow/credit-flow.ts';
import { getClientProfile } from './get-client-profile.ts';
import { sessionIdentity } from './session-identity.ts';

export interface CreditApplication {
  contractingKey: string;
  income: Centavos;
  jobType: JobType;
  protection: boolean;
}

/** The monthly income the service takes: whole reais (the centavos dropped). */
export function wholeReais(income: Centavos): number {
  return Math.floor(income / 100);
}

/** credit-analysis-v3/create: sends the application with the profile from the bank's client data. */
export async function requestCreditAnalysis(application: CreditApplication): Promise<CreditAnalysisAnswer> {
  const { cpf, storeUserId } = sessionIdentity();
  const profile = await getClientProfile();
  const body: CreditAnalysisRequest = {
    cpf,
    fullName: profile.name,
    birthdate: profile.birthday,
    monthlyIncome: wholeReais(application.income),
    jobContractType: application.jobType,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    phoneAreaCode: profile.ddd,
    storeUserId,
    protection: application.protection,
  };
  return financing.post<CreditAnalysisAnswer>(
    `/v1/api/credit-analysis-v3/create/${application.contractingKey}`,
    body,
  );
}
