import { formatDate, type IsoDate } from '@carteira/core/calendar';
import { type Centavos, formatBRL, formatPercent } from '@carteira/core/money';

/** 'R$ 1.234,56'. */
export const brl = (amount: Centavos): string => formatBRL(amount);

/** DD/MM/YYYY. */
export const day = (date: IsoDate): string => formatDate(date);

/** A percentage with a comma and two decimals: 3.99 -> '3,99'. */
export const rate = (value: number): string => formatPercent(value);
