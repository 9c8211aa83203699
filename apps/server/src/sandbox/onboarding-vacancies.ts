import type { OnboardingVacancies } from '../services/onboarding-api/public.ts';

export interface SandboxVacancies extends OnboardingVacancies {
  set(open: boolean): void;
}

/**
 * The sandbox's waitlist switch (README.md, "Account opening waitlist"): vacancies open at start;
 * PUT /api/sandbox/onboarding/vagas {"possuiVagas": false} fills them, true opens them again. Kept in
 * memory: a restart opens them.
 */
export function createSandboxVacancies(): SandboxVacancies {
  let open = true;
  return {
    available: () => open,
    set(value) {
      open = value;
    },
  };
}
