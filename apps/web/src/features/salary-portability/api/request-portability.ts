import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { portabilityKeys } from './keys.ts';
import { fromWire, type Portability, type PortabilityWire } from './portability.ts';

export interface PortabilityOrder {
  pin: string;
  employerCnpj: string;
  employerName: string;
  bankCode: string;
}

/** portabilidade-salarial/solicitar (only CLT jobs reach it: the form stops the others). */
export async function requestPortability(order: PortabilityOrder): Promise<Portability> {
  const r = await bank.call<PortabilityWire>('portabilidade-salarial/solicitar', {
    pin: order.pin,
    identificacaoFiscalEmpresaOrigem: order.employerCnpj,
    razaoSocialEmpresaOrigem: order.employerName,
    codigoBancoOrigem: order.bankCode,
    vinculo: 'CLT',
  });
  return fromWire(r);
}

export function useRequestPortability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['salary-portability', 'request'],
    mutationFn: requestPortability,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portabilityKeys.all() }),
  });
}
