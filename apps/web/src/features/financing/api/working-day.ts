/** The bank's working-day check, shared with the other features that pick a day (lib/bank). */
export { firstDateOnWorkingDay, WorkingDayCheckFailed } from '../../../lib/bank/working-day.ts';
