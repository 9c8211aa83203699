import { type PixKeyType, pixKeyTypeFromName } from '@carteira/core/pix';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

interface WireKeyDetails {
  chave: string;
  tipoChave: string;
  nome: string;
  identificacaoFiscalMascarada: string;
  instituicao: string;
  ispb: string;
  agencia: string;
  conta: string;
  dataCriacao?: string;
  mesmaTitularidade?: boolean;
  endToEndId?: string;
}

/** A key as the directory describes it (wallet.md section 3, Key details); null where the bank says nothing. */
export interface KeyDetails {
  key: string;
  type: PixKeyType;
  name: string;
  maskedTaxId: string;
  institution: string;
  ispb: string;
  agency: string;
  account: string;
  createdAt: string | null;
  sameHolder: boolean | null;
  endToEndId: string | null;
}

export function toKeyDetails(wire: WireKeyDetails): KeyDetails {
  return {
    key: wire.chave,
    type: pixKeyTypeFromName(wire.tipoChave),
    name: wire.nome,
    maskedTaxId: wire.identificacaoFiscalMascarada,
    institution: wire.instituicao,
    ispb: wire.ispb,
    agency: wire.agencia,
    account: wire.conta,
    createdAt: wire.dataCriacao ?? null,
    sameHolder: typeof wire.mesmaTitularidade === 'boolean' ? wire.mesmaTitularidade : null,
    endToEndId: wire.endToEndId ?? null,
  };
}

/** pix/enderecamento/consultar-dados-por-chave for one of the account's own keys. */
export async function getKeyDetails(key: string): Promise<KeyDetails> {
  return toKeyDetails(
    await bank.call<WireKeyDetails>('pix/enderecamento/consultar-dados-por-chave', { chave: key }),
  );
}

/**
 * The details of a key, asked once a minute at most: every look-up draws on the customer's look-up
 * allowance, so a refused one (too many, unknown) is not retried.
 */
export function useKeyDetails(key: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: pixKeys.keyDetails(session?.accountKey ?? '', key ?? ''),
    queryFn: () => getKeyDetails(key ?? ''),
    enabled: session !== null && key !== null,
    staleTime: 60_000,
    retry: false,
  });
}
