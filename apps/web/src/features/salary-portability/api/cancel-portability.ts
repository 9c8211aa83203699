import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { portabilityKeys } from './keys.ts';
import { fromWire, type Portability, type PortabilityWire } from './portability.ts';

export interface CancelOrder {
  key: string;
  reason: number;
  complement: string;
}

/** portabilidade-salarial/cancelar: one of the seven reasons (7, others, with the customer's words). */
export async function cancelPortability(order: CancelOrder): Promise<Portability> {
  const r = await bank.call<PortabilityWire>('portabilidade-salarial/cancelar', {
    chaveDePortabilidade: order.key,
    motivoCancelamento: order.reason,
    ...(order.complement.trim() ? { complementoMotivoCancelamento: order.complement.trim() } : {}),
  });
  return fromWire(r);
}

export function useCancelPortability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['salary-portability', 'cancel'],
    mutationFn: cancelPortability,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portabilityKeys.all() }),
  });
}
