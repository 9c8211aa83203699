import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { type AtmWithdrawal, type AtmWithdrawalWire, withdrawalFromWire } from './atm-wire.ts';

/** saque/consultar-saque-atm: the ATM, the amount chosen there, the fee and the total. */
export async function consultAtmCode(code: string): Promise<AtmWithdrawal> {
  const w = await bank.call<AtmWithdrawalWire>('saque/consultar-saque-atm', { qrCode: code });
  return withdrawalFromWire(w);
}

export function useConsultAtmCode() {
  return useMutation({ mutationKey: ['atm', 'consult'], mutationFn: consultAtmCode });
}
