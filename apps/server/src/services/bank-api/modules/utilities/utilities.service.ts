import { holidayName, isWorkingDay, workingDayOnOrAfter } from '@carteira/core/calendar';
import type { CepDirectory } from './cep-directory.ts';
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
    // the spec's name for the flag (financing.md section 7: "returns workingDay")
    workingDay: working,
    proximoDiaUtil: workingDayOnOrAfter(date),
    ...(holiday ? { feriado: holiday } : {}),
  };
}

/** An address from the postal code directory; an unknown code answers 404 / 40402. */
export function lookupCep(ceps: CepDirectory, cep: string) {
  const entry = ceps.find(cep);
  if (!entry) throw cepNotFound();
  return { cep, ...entry };
}
