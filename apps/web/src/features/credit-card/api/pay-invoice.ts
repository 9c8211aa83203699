import { type Centavos, toReais } from '@carteira/core/money';
import { bank } from '../../../lib/bank/bank.ts';

/** contas/cartao-garantia/faturas/qr-code-pix: a Pix code anyone may pay for the amount. */
export async function invoicePixCode(input: {
  invoiceId: string;
  amount: Centavos;
}): Promise<{ code: string }> {
  const r = await bank.call<{ qrCode: string }>('contas/cartao-garantia/faturas/qr-code-pix', {
    faturaId: input.invoiceId,
    valor: toReais(input.amount),
  });
  return { code: r.qrCode };
}

/** contas/cartao-garantia/faturas/debito-conta: paid from the balance with the PIN. */
export async function payByDebit(input: { invoiceId: string; amount: Centavos; pin: string }): Promise<void> {
  await bank.call('contas/cartao-garantia/faturas/debito-conta', {
    faturaId: input.invoiceId,
    valor: toReais(input.amount),
    pin: input.pin,
  });
}

/** contas/cartao-garantia/faturas/boleto: a boleto of this bank anyone may pay, for the amount. */
export async function invoiceBoleto(input: {
  invoiceId: string;
  amount: Centavos;
}): Promise<{ line: string; dueDate: string }> {
  const r = await bank.call<{ linhaDigitavel: string; dataVencimento: string }>(
    'contas/cartao-garantia/faturas/boleto',
    { faturaId: input.invoiceId, valor: toReais(input.amount) },
  );
  return { line: r.linhaDigitavel, dueDate: r.dataVencimento };
}
