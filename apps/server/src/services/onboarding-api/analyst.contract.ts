import { expect, it } from 'vitest';
import type { Application, OnboardingAnalyst } from './analyst.ts';

/** CPFs the analyst's test environment knows: a regular one, and one whose situation is not regular. */
export interface AnalystSamples {
  regular: string;
  notRegular: string;
}

const application = (cpf: string): Application => ({
  cpf,
  nome: 'Maria da Silva Teste',
  dataNascimento: '1990-05-17',
  attempt: 1,
  pep: false,
  declaredRg: '123456789',
  ocrRg: '123456789',
});

/** What the onboarding relies on from any KYC and identity analyst (decision 0029). */
export function analystContract(analyst: OnboardingAnalyst, samples: AnalystSamples): void {
  it('tells a regular CPF from one the tax office does not list as regular', async () => {
    expect(await analyst.taxSituation(samples.regular)).toBe('REGULAR');
    expect(await analyst.taxSituation(samples.notRegular)).not.toBe('REGULAR');
  });

  it('answers an application with one verdict, its waits in whole minutes, never negative', async () => {
    const verdict = await analyst.analyse(application(samples.regular));
    expect(['APPROVED', 'PENDENCIES', 'REFUSED']).toContain(verdict.outcome);
    expect(Number.isInteger(verdict.kycMinutes) && verdict.kycMinutes >= 0).toBe(true);
    if (verdict.outcome === 'APPROVED') {
      expect(Number.isInteger(verdict.cafMinutes) && verdict.cafMinutes >= 0).toBe(true);
    }
    if (verdict.outcome === 'PENDENCIES') expect(verdict.pendencies.length).toBeGreaterThan(0);
  });

  it('refuses an application whose CPF is not regular, naming the situation', async () => {
    const verdict = await analyst.analyse(application(samples.notRegular));
    expect(verdict).toMatchObject({ outcome: 'REFUSED' });
    if (verdict.outcome === 'REFUSED') expect(verdict.situation).not.toBe('REGULAR');
  });
}
