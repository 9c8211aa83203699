import type { Centavos } from '@carteira/core/money';
import { formatBRL } from '@carteira/core/money';
import { useQuery } from '@tanstack/react-query';
import { formatClockTime } from '../../../lib/format-date-time.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { usePixBalance } from '../api/get-balance.ts';
import { pixKeys } from '../api/keys.ts';
import { getLimits } from '../api/limits.ts';
import { fundsProblem } from '../flow/funds-check.ts';
import { pixMessages } from '../messages.ts';

/**
 * The balance and limit check of a Pix sent now, as a message or null. Until the balance and the
 * limits have loaded (or when they cannot be), it says nothing and the bank's own check decides.
 */
export function useFundsCheck(): (amount: Centavos) => string | null {
  const t = useMessages(pixMessages);
  const [locale] = useLocale();
  const balance = usePixBalance();
  const session = useSession();
  const limits = useQuery({
    queryKey: pixKeys.limits(session?.accountKey ?? ''),
    queryFn: getLimits,
    enabled: session !== null,
  });
  return (amount) => {
    if (balance.data === undefined || limits.data === undefined) return null;
    const { daily, nocturnal } = limits.data;
    const problem = fundsProblem(amount, {
      balance: balance.data,
      dailyAvailable: daily.available,
      nocturnalAvailable: nocturnal.available,
      nocturnalNow: nocturnal.nocturnalNow,
    });
    const device = limits.data.newDevice;
    // a device new for Pix: R$ 200,00 a Pix and what is left of its R$ 1.000,00 today (IN BCB 491/2024)
    const deviceLeft = device
      ? device.perPayment < device.available
        ? device.perPayment
        : device.available
      : null;
    if (!problem && deviceLeft !== null && amount > deviceLeft)
      return t('overNewDeviceLimit', { amount: formatBRL(deviceLeft) });
    if (!problem) return null;
    if (problem.kind === 'balance') return t('overBalance', { amount: formatBRL(problem.balance) });
    return problem.nocturnal
      ? t('overNocturnalLimit', {
          amount: formatBRL(problem.available),
          hour: formatClockTime(nocturnal.end || '06:00', locale),
        })
      : t('overDailyLimit', { amount: formatBRL(problem.available) });
  };
}
