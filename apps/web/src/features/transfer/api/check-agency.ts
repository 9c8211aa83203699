import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

/** banco/verificar-agencia: the bank has this agency, or 40160 'Incorrect Details'. Answers the agency as 4 digits. */
export async function checkAgency({ ispb, agency }: { ispb: string; agency: string }): Promise<string> {
  const r = await bank.call<{ agencia: string }>('banco/verificar-agencia', {
    codigoOuISPB: ispb,
    agencia: agency,
  });
  return r.agencia;
}

export function useCheckAgency() {
  return useMutation({ mutationKey: ['transfer', 'check-agency'], mutationFn: checkAgency });
}
