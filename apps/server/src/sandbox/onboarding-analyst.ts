import type { AnalystVerdict, OnboardingAnalyst, TaxSituation } from '../services/onboarding-api/public.ts';
import { KYC_PENDENCY } from '../services/onboarding-api/public.ts';

/**
 * The sandbox analyst for account opening (rules also in README.md, "Onboarding analyst"),
 * deterministic from the application's data; its waits run on the sandbox clock.
 *
 * Simulated checks:
 * 1. the CPF's situation at the Receita Federal: TAX_SITUATIONS lists the CPFs that are not regular
 *    (refused when the onboarding starts, and again at the analysis); every other CPF is regular;
 * 2. PEP (declared politically exposed): enhanced due diligence, the CAF stage takes PEP_CAF_MINUTES;
 * 3. the document's legibility: UNREADABLE_FIRST's first submission comes back with the pendency
 *    DOCUMENTO_ILEGIVEL; once new photos are sent it is approved at once;
 * 4. the analyst's queue: SLOW's applications take SLOW_MINUTES at KYC and again at CAF.
 * Everyone else is approved at once. Not simulated: name and birth date against the tax office
 * (the sandbox's tax office holds what the applicant declared), sanctions lists, the OCR match.
 */
export const TAX_SITUATIONS: Readonly<Record<string, TaxSituation>> = {
  '30100202365': 'SUSPENSA',
  '30100203337': 'CANCELADA',
  '30100204309': 'TITULAR_FALECIDO',
};
export const SLOW = new Set(['30100200311']);
export const SLOW_MINUTES = 30;
export const UNREADABLE_FIRST = new Set(['30100201393', '30100211356']);
export const PEP_CAF_MINUTES = 60;

export const sandboxAnalyst: OnboardingAnalyst = {
  async taxSituation(cpf) {
    return TAX_SITUATIONS[cpf] ?? 'REGULAR';
  },
  async analyse(application): Promise<AnalystVerdict> {
    const situation = TAX_SITUATIONS[application.cpf] ?? 'REGULAR';
    if (situation !== 'REGULAR') return { outcome: 'REFUSED', kycMinutes: 0, situation };
    if (UNREADABLE_FIRST.has(application.cpf) && application.attempt === 1) {
      return { outcome: 'PENDENCIES', kycMinutes: 0, pendencies: [KYC_PENDENCY.unreadableDocument] };
    }
    const slow = SLOW.has(application.cpf) ? SLOW_MINUTES : 0;
    return {
      outcome: 'APPROVED',
      kycMinutes: slow,
      cafMinutes: Math.max(slow, application.pep ? PEP_CAF_MINUTES : 0),
    };
  },
};
