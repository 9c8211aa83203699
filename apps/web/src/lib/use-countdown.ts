// One countdown for the Pix codes the app shows with a time limit (the financing down payment and instalments).
import { useEffect, useRef, useState } from 'react';

/** 599 -> "09:59"; 5 -> "00:05"; never below "00:00". */
export function formatMmSs(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds from `now` until `endsAt` (epoch ms), never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Seconds left until `endsAt` (epoch ms), read from the clock every second so a throttled tab does not
 * drift; `onZero` runs once when it reaches zero (at once when `endsAt` has already passed).
 */
export function useCountdown(endsAt: number, onZero: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(endsAt, Date.now()));
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const seconds = secondsLeft(endsAt, Date.now());
      setLeft(seconds);
      if (seconds === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        zero.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [endsAt]);
  return left;
}
