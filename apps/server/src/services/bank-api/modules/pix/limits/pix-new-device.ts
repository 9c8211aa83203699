import { toSaoPauloDate } from '@carteira/core/calendar';
import { type Centavos, centavos, formatBRL, toReais } from '@carteira/core/money';
import { NEW_DEVICE_PIX_PER_DAY, NEW_DEVICE_PIX_PER_PAYMENT, newDevicePixRefusal } from '@carteira/core/pix';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor } from '../../../bank-database.ts';
import { BankError } from '../../../bank-errors.ts';
import { addPixSpent, findDevice, lockDevice } from '../../device/device.repository.ts';

// Pix from a device not yet registered for Pix: R$ 200,00 a payment, R$ 1.000,00 a day per device
// (IN BCB nº 491/2024, under art. 89 of the Pix regulation, Resolução BCB nº 1/2020 as amended by
// Resolução BCB nº 403/2024, since 1 November 2024). When a device is registered: decision 0018.

type DeviceRow = NonNullable<Awaited<ReturnType<typeof findDevice>>>;

function spentOn(row: DeviceRow, day: string): Centavos {
  return centavos(row.pix_day === day ? row.pix_day_spent : 0);
}

/** DD/MM/YYYY HH:mm in São Paulo time, as a message shows it. */
function shortDateTime(at: Date): string {
  const [date, time] = toSaoPauloDateTime(at).split('T');
  const [y, m, d] = (date ?? '').split('-');
  return `${d}/${m}/${y} ${(time ?? '').slice(0, 5)}`;
}

const isNew = (row: DeviceRow, now: Date) => row.pix_registered_at.getTime() > now.getTime();

/**
 * Refuses (40076) a Pix of `amount` from the session's device while it is new for Pix and the payment
 * passes R$ 200,00 or the device's R$ 1.000,00 for the day; otherwise counts it on the device. Runs in
 * the payment's transaction (the device's row is locked, so two payments from it queue).
 */
export async function holdNewDevicePix(
  trx: Executor,
  deviceId: string | null,
  amount: Centavos,
  now: Date,
): Promise<void> {
  if (!deviceId) return;
  const row = await lockDevice(trx, deviceId);
  if (!row || !isNew(row, now)) return;
  const day = toSaoPauloDate(now);
  const spent = spentOn(row, day);
  const refusal = newDevicePixRefusal(spent, amount);
  if (refusal) {
    throw new BankError('PIX_LIMIT_EXCEEDED', {
      message: 'Limite de Pix para aparelho novo excedido',
      details:
        refusal.limit === 'payment'
          ? `Neste aparelho novo, cada Pix vai até ${formatBRL(NEW_DEVICE_PIX_PER_PAYMENT)} até ${shortDateTime(row.pix_registered_at)}`
          : `Neste aparelho novo, restam ${formatBRL(refusal.left)} hoje (limite de ${formatBRL(NEW_DEVICE_PIX_PER_DAY)} por dia)`,
    });
  }
  await addPixSpent(trx, deviceId, day, spent + amount);
}

/** The new-device limits as the limits page shows them, or null when the session's device is registered for Pix. */
export async function newDeviceLimits(trx: Executor, deviceId: string | null, now: Date) {
  if (!deviceId) return null;
  const row = await findDevice(trx, deviceId);
  if (!row || !isNew(row, now)) return null;
  const spent = spentOn(row, toSaoPauloDate(now));
  const left = Math.max(0, NEW_DEVICE_PIX_PER_DAY - spent);
  return {
    limitePorTransacao: toReais(NEW_DEVICE_PIX_PER_PAYMENT),
    limiteDiario: toReais(NEW_DEVICE_PIX_PER_DAY),
    valorUtilizado: toReais(spent),
    valorDisponivel: toReais(centavos(left)),
    liberadoEm: toSaoPauloDateTime(row.pix_registered_at),
  };
}
