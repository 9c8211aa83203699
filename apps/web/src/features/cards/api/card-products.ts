import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { cardQueryKeys } from './keys.ts';

export type CardCategory = 'DEBITO' | 'CREDITO';

/** One card product of the bank, as the customer stands with it. */
export interface CardProduct {
  code: string;
  category: CardCategory;
  physical: boolean;
  /** The customer holds it. */
  held: boolean;
  /** The customer may ask for it now. */
  available: boolean;
}

interface WireProduct {
  codigo: string;
  categoria: CardCategory;
  fisico: boolean;
  contratado: boolean;
  disponivel: boolean;
}

/** produto/consultar-produtos-disponiveis-cliente: the card products and where the customer stands. */
export async function fetchCardProducts(): Promise<CardProduct[]> {
  const r = await bank.call<{ produtos: WireProduct[] | null }>(
    'produto/consultar-produtos-disponiveis-cliente',
  );
  return (r.produtos ?? []).map((p) => ({
    code: p.codigo,
    category: p.categoria,
    physical: p.fisico === true,
    held: p.contratado === true,
    available: p.disponivel === true,
  }));
}

export function useCardProducts() {
  const session = useSession();
  return useQuery({
    queryKey: cardQueryKeys.products(session?.clientKey ?? ''),
    queryFn: fetchCardProducts,
    enabled: session !== null,
  });
}
