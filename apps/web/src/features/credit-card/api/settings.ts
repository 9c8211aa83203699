import { bank } from '../../../lib/bank/bank.ts';

/** PUT contas/cartao-garantia/data-vencimento: the open invoice's new closing and due dates. */
export async function changeDueDay(dueDay: number): Promise<{ closing: string; due: string }> {
  const r = await bank.call<{ dataFechamento: string; dataVencimento: string }>(
    'contas/cartao-garantia/data-vencimento',
    { diaVencimentoFatura: dueDay },
    { method: 'PUT' },
  );
  return { closing: r.dataFechamento, due: r.dataVencimento };
}

/** PUT contas/cartao-garantia/debito-automatico: the invoice debited from the balance on its due date. */
export async function setAutoDebit(on: boolean): Promise<boolean> {
  const r = await bank.call<{ debitoAutomatico: boolean }>(
    'contas/cartao-garantia/debito-automatico',
    { debitoAutomatico: on },
    { method: 'PUT' },
  );
  return r.debitoAutomatico;
}
