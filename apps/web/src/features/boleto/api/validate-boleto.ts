import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { type BoletoDetails, type BoletoDetailsWire, detailsFromWire } from './boleto-wire.ts';

/** pagamento/validar-boleto: the registered boleto, its charges today and when it would settle. */
export async function validateBoleto(line: string): Promise<BoletoDetails> {
  const w = await bank.call<BoletoDetailsWire>('pagamento/validar-boleto', { linhaDigitavel: line });
  return detailsFromWire(w);
}

export function useValidateBoleto() {
  return useMutation({ mutationKey: ['boleto', 'validate'], mutationFn: validateBoleto });
}
