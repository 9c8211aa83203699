import { type Centavos, fromReais } from '@carteira/core/money';

/** Reais on the wire, centavos inside the app. */
export const cents = (reais: number | null | undefined): Centavos => fromReais(reais ?? 0);
