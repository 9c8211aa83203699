import { holidayName, isWorkingDay, workingDayOnOrAfter } from '@carteira/core/calendar';
import { SANDBOX_CEPS } from '../../../../sandbox/ceps.ts';
import { cepNotFound } from './utilities.errors.ts';

/**
 * Whether a date is a banking working day and which is the next one: the date itself when it is one,
 * otherwise the first working day after it. Carries the holiday's name when the date is a holiday.
 */
export function workingDayInfo(date: string) {
  const working = isWorkingDay(date);
  const holiday = holidayName(date);
  return {
    data: date,
    diaUtil: working,
    proximoDiaUtil: workingDayOnOrAfter(date),
    ...(holiday ? { feriado: holiday } : {}),
  };
}

/** The sandbox's postal code directory (sandbox/ceps.ts); an unknown code answers 404 / 40402. */
export function lookupCep(cep: string) {
  const entry = SANDBOX_CEPS[cep];
  if (!entry) throw cepNotFound();
  return { cep, ...entry };
}
