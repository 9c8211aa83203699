import type { FastifyInstance } from 'fastify';
import type { Db } from '../../tables.ts';
import { type CepDirectory, type CodeSender, noCodeSender } from '../bank-api/public.ts';
import { type IdentityProvider, noIdentityProvider } from './identity-provider.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { APP_CLIENT, type OnboardingClient } from './onboarding-auth.service.ts';
import { registerOnboardingHttp } from './onboarding-http.ts';
import { alwaysVacancies, type OnboardingVacancies } from './vacancies.ts';

export interface OnboardingApiOptions extends Record<string, unknown> {
  db: Db;
  pinPepper: string;
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
}

/** The onboarding service (wallet.md section 7, cross-cutting.md section 7; docs/onboarding-api.md), at /v1/onboarding-dimo. */
export async function onboardingApiPlugin(app: FastifyInstance, opts: OnboardingApiOptions): Promise<void> {
  registerOnboardingHttp(app);
  onboardingRoutes(app, {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    clients: opts.clients ?? [APP_CLIENT],
    codeSender: opts.codeSender ?? noCodeSender,
    pinPepper: opts.pinPepper,
    identityProvider: opts.identityProvider ?? noIdentityProvider,
    ceps: opts.ceps,
    vacancies: opts.vacancies ?? alwaysVacancies,
  });
}
