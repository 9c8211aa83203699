import { normalizeStatus } from './normalize.ts';

/** FGTS contracts with status CANCELADO are hidden. */
export function isFgtsContractVisible(status: string | null | undefined): boolean {
  return normalizeStatus(status) !== 'CANCELADO';
}

/** Financing contracts are listed only when their status is VIGENTE. */
export function isFinancingContractListed(status: string | null | undefined): boolean {
  return normalizeStatus(status) === 'VIGENTE';
}
