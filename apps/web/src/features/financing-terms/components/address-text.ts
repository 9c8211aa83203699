import { formatCep } from '@carteira/core/br';
import type { DeliveryAddress } from '../flow/terms-types.ts';

/** "Avenida Paulista, 1578 - Apto 52" */
export function streetLine(address: DeliveryAddress): string {
  const base = [address.street, address.number].filter(Boolean).join(', ');
  return address.complement ? `${base} - ${address.complement}` : base;
}

/** "Bela Vista - São Paulo/SP" */
export function cityLine(address: DeliveryAddress): string {
  const place = [address.city, address.uf].filter(Boolean).join('/');
  return [address.neighborhood, place].filter(Boolean).join(' - ');
}

/** "01310-200" */
export function cepText(address: DeliveryAddress): string {
  return formatCep(address.cep);
}
