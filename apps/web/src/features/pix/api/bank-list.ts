import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

// The bank list and the lookup of an institution's name live in lib/bank (the contacts name accounts too).
export {
  listPixBanks,
  type PixBank,
  pixBankOf,
  pixBanksQuery,
  usePixBanks,
  usePixInstitutionName,
} from '../../../lib/bank/bank-list.ts';

/** banco/verificar-agencia: the bank has this agency, or 40160 'Incorrect Details'. Answers it as 4 digits. */
export async function checkPixAgency({
  bankCode,
  agency,
}: {
  bankCode: string;
  agency: string;
}): Promise<string> {
  const r = await bank.call<{ agencia: string }>('banco/verificar-agencia', {
    codigoOuISPB: bankCode,
    agencia: agency,
  });
  return r.agencia;
}

export function useCheckPixAgency() {
  return useMutation({ mutationKey: ['pix', 'check-agency'], mutationFn: checkPixAgency });
}
