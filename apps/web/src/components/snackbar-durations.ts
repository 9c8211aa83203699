/** Snackbar durations in ms (wallet.md section 9). */
export const SNACKBAR_DURATIONS = {
  cancelAlert: 1000,
  tooShort: 1500,
  short: 2000,
  normal: 4000,
  long: 7000,
} as const;

export type SnackbarDuration = keyof typeof SNACKBAR_DURATIONS;
