/**
 * Whether the bank takes new accounts now (the waitlist's vacancies): a port, since capacity is set
 * outside the onboarding service; app.ts passes the sandbox's switch in sandbox mode.
 */
export interface OnboardingVacancies {
  available(): boolean;
}

/** Without a policy the bank always has room. */
export const alwaysVacancies: OnboardingVacancies = { available: () => true };
