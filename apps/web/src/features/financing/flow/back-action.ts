/** What the back arrow (or the system back) does on a screen of a financing flow. */
export type BackAction =
  | { kind: 'step' }
  | { kind: 'leave'; to: string }
  /** Refused while analysis or processing runs: the 'no action' snackbar. */
  | { kind: 'refused' };
