import { type IsoDate, isIsoDate } from '@carteira/core/calendar';
import { bank } from './bank.ts';

interface WireWorkingDay {
  data: string;
  workingDay: boolean;
  proximoDiaUtil: string;
  feriado?: string;
}

/** The bank's working-day check failed, or answered something unreadable: a technical issue. */
export class WorkingDayCheckFailed extends Error {
  constructor() {
    super('working-day check failed');
    this.name = 'WorkingDayCheckFailed';
  }
}

/**
 * utilidades/consultar-proximo-dia-util: the date itself when it is a banking working day, else the
 * next one (a public holiday moves a financing's first instalment, financing.md section 4; a boleto's
 * due day is checked the same, wallet.md section 5). Any failure, or an
 * answer that is not a working day on or after the date, throws WorkingDayCheckFailed.
 */
export async function firstDateOnWorkingDay(date: IsoDate): Promise<IsoDate> {
  let answer: WireWorkingDay;
  try {
    answer = await bank.call<WireWorkingDay>(
      'utilidades/consultar-proximo-dia-util',
      { data: date },
      { auth: false },
    );
  } catch {
    throw new WorkingDayCheckFailed();
  }
  if (typeof answer?.workingDay !== 'boolean') throw new WorkingDayCheckFailed();
  if (answer.workingDay) return date;
  const next = answer.proximoDiaUtil;
  if (!isIsoDate(next) || next <= date) throw new WorkingDayCheckFailed();
  return next;
}

/**
 * The bank's today (São Paulo), as its clock says: utilidades/consultar-proximo-dia-util without a
 * date. A default date offered to the customer starts from it, not from the device's clock, so a bank
 * whose clock was moved (the sandbox's BANK_CLOCK_AT) and the app agree. Failures throw.
 */
export async function bankToday(): Promise<IsoDate> {
  let answer: WireWorkingDay;
  try {
    answer = await bank.call<WireWorkingDay>('utilidades/consultar-proximo-dia-util', {}, { auth: false });
  } catch {
    throw new WorkingDayCheckFailed();
  }
  if (!isIsoDate(answer?.data)) throw new WorkingDayCheckFailed();
  return answer.data;
}
