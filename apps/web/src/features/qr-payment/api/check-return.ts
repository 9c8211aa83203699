import { bank } from '../../../lib/bank/bank.ts';

export interface PartnerAddresses {
  /** Where a paid order goes back to. */
  returnTo: string | null;
  /** Where an abort, a time-out or a failure goes back to (with its error parameter). */
  abortTo: string | null;
}

/**
 * dimoqrcode/validar-retorno: the partner link's addresses as the bank vetted them (an abort address
 * left out is the partner's checkout page); a foreign address is refused (40174) and never opened.
 */
export async function checkReturn(asked: { returnTo: string | null; abortTo: string | null }) {
  const r = await bank.call<{ enderecoRetorno: string | null; enderecoAbandono: string | null }>(
    'dimoqrcode/validar-retorno',
    {
      ...(asked.returnTo ? { enderecoRetorno: asked.returnTo } : {}),
      ...(asked.abortTo ? { enderecoAbandono: asked.abortTo } : {}),
    },
  );
  return { returnTo: r.enderecoRetorno, abortTo: r.enderecoAbandono } satisfies PartnerAddresses;
}
