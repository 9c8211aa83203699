import { requestStatusOf } from '@carteira/core/status';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { portabilityKeys } from './keys.ts';
import { fromWire, type Portability, type PortabilityWire } from './portability.ts';

/** portabilidade-salarial/listar: the customer's own, newest first; the category read with requestStatusOf. */
export async function listPortabilities(): Promise<Portability[]> {
  const r = await bank.call<{ portabilidades: PortabilityWire[] }>('portabilidade-salarial/listar');
  return r.portabilidades.map((w) => ({
    ...fromWire(w),
    category: requestStatusOf(w.situacaoPortabilidade, w.situacaoPortabilidadeCip),
  }));
}

export function usePortabilities() {
  return useQuery({ queryKey: portabilityKeys.list(), queryFn: listPortabilities });
}
