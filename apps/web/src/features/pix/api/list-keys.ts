import { type PixKeyType, pixKeyTypeFromName } from '@carteira/core/pix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

/** A key the account holds, in the DICT form. */
export interface MyPixKey {
  value: string;
  type: PixKeyType;
  createdAt: string;
}

export interface WireKey {
  chaveEnderecamento: string;
  tipoChave: string;
  idTipoChave: number;
  dataCriacao: string;
}

export function toMyKey(wire: WireKey): MyPixKey {
  return {
    value: wire.chaveEnderecamento,
    type: pixKeyTypeFromName(wire.tipoChave),
    createdAt: wire.dataCriacao,
  };
}

/** pix/enderecamento/consultar-chaves: the account's keys, oldest first (a key without a value is ignored). */
export async function listKeys(): Promise<MyPixKey[]> {
  const { chaves } = await bank.call<{ chaves: WireKey[] }>('pix/enderecamento/consultar-chaves');
  return chaves.filter((key) => key.chaveEnderecamento).map(toMyKey);
}

export const myKeysQueryOptions = (accountKey: string) =>
  queryOptions({ queryKey: pixKeys.myKeys(accountKey), queryFn: listKeys });

export function useMyKeys() {
  const session = useSession();
  return useQuery({ ...myKeysQueryOptions(session?.accountKey ?? ''), enabled: session !== null });
}
