import { formatPhone } from '@carteira/core/br';
import type { Phone } from '../flow/recharge-flow.ts';

/** "+55 (11) 98765-4321". */
export const displayPhone = (phone: Phone, ddi = '55') =>
  `+${ddi} ${formatPhone(`${phone.ddd}${phone.number}`)}`;
