import { cpfCheckDigits } from '@carteira/core/br';

/** A full, valid CPF from its 9 base digits (the same rule as the demo customers' `cpf()`). */
export const demoCpf = (base: string): string => `${base}${cpfCheckDigits(base)}`;
