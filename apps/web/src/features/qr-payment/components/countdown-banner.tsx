import { useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { formatCountdown, secondsLeft } from '../flow/partner-link.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface CountdownBannerProps {
  /** The partner link's time-out, ms since the epoch. */
  timeoutAt: number;
  /** Called once when the count reaches zero; the timer stops there. */
  onZero: () => void;
}

/** The shopping partner's time to pay, counted down each second (the PIN screen's optional banner). */
export function CountdownBanner({ timeoutAt, onZero }: CountdownBannerProps) {
  const t = useMessages(qrPaymentMessages);
  const [left, setLeft] = useState(() => secondsLeft(timeoutAt, Date.now()) ?? 0);
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const now = secondsLeft(timeoutAt, Date.now()) ?? 0;
      setLeft(now);
      if (now === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        onZero();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [timeoutAt, onZero]);
  return (
    <p
      className={`qr-countdown${left <= 60 ? ' qr-countdown--low' : ''}`}
      role="timer"
      aria-label={t('countdownLabel')}
      data-testid="qr-countdown"
    >
      {t('countdown', { time: formatCountdown(left) })}
    </p>
  );
}
