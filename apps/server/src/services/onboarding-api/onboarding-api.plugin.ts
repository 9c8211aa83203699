import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type BankClock, type CepDirectory, type CodeSender, noCodeSender } from '../bank-api/public.ts';
import { noAnalyst, type OnboardingAnalyst } from './analyst.ts';
import { type IdentityProvider, noIdentityProvider } from './identity-provider.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { APP_CLIENT, type OnboardingClient } from './onboarding-auth.service.ts';
import type { Db } from './onboarding-database.ts';
import { registerOnboardingHttp } from './onboarding-http.ts';
import { settleDueAnalyses } from './review.service.ts';
import { alwaysVacancies, type OnboardingVacancies } from './vacancies.ts';

export interface OnboardingApiOptions extends Record<string, unknown> {
  db: Db;
  pinPepper: string;
  /** The key of the CPF's HMAC, for an applicant's bucket in the identity-check flags' share. */
  cpfHashKey: string;
  now?: () => Date;
  /** How the phone codes leave the bank (an SMS gateway; in the sandbox, its outbox). */
  codeSender?: CodeSender;
  /** Document OCR and selfie liveness (in the sandbox, sandbox/onboarding-identity.ts). */
  identityProvider?: IdentityProvider;
  /** Whether new accounts are taken now (the waitlist); always, by default. */
  vacancies?: OnboardingVacancies;
  /** The clients allowed to ask for an onboarding token; the app's own by default. */
  clients?: readonly OnboardingClient[];
  /** The postal code directory a registered address is checked against. */
  ceps: CepDirectory;
  /** The analyst who reviews applications (in the sandbox, sandbox/onboarding-analyst.ts). */
  analyst?: OnboardingAnalyst;
  /** The bank's clock: the analyst's due answers are settled as it moves (the due-work runner). */
  clock?: BankClock;
  /** Runs work as it comes due on that clock: app.ts passes the bank's due-work runner. */
  dueWork?: DueWorkScheduler;
}

/** What the bank's due-work runner takes (bank-api/due-work-runner.ts), as app.ts hands it over. */
export type DueWorkScheduler = (
  app: FastifyInstance,
  options: {
    clock: BankClock;
    everyMs: number;
    log: FastifyBaseLogger;
    what: string;
    run: (max: number) => Promise<number>;
  },
) => unknown;

/** The onboarding service (wallet.md section 7, cross-cutting.md section 7; docs/onboarding-api.md), at /v1/onboarding-dimo. */
export async function onboardingApiPlugin(app: FastifyInstance, opts: OnboardingApiOptions): Promise<void> {
  registerOnboardingHttp(app);
  const now = opts.now ?? (() => new Date());
  const analyst = opts.analyst ?? noAnalyst;
  const codeSender = opts.codeSender ?? noCodeSender;
  onboardingRoutes(app, {
    db: opts.db,
    now,
    clients: opts.clients ?? [APP_CLIENT],
    codeSender,
    pinPepper: opts.pinPepper,
    cpfHashKey: opts.cpfHashKey,
    identityProvider: opts.identityProvider ?? noIdentityProvider,
    ceps: opts.ceps,
    vacancies: opts.vacancies ?? alwaysVacancies,
    analyst,
  });
  // The analyst's answers that come due (an applicant who waits is told without opening the app).
  if (opts.clock && opts.dueWork) {
    const review = { db: opts.db, analyst, sender: codeSender, pepper: opts.pinPepper };
    opts.dueWork(app, {
      clock: opts.clock,
      everyMs: 60_000,
      log: app.log,
      what: 'onboarding reviews',
      run: (max) => settleDueAnalyses(review, now(), max),
    });
  }
}
