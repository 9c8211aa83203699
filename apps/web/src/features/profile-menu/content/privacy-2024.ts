import { privacy2023 } from './privacy-2023.ts';
import type { PolicySection, PrivacyPolicy } from './privacy-policy.ts';

const withAfter = (sections: readonly PolicySection[], index: number, extra: PolicySection[]) => [
  ...sections.slice(0, index + 1),
  ...extra,
  ...sections.slice(index + 1),
];

/**
 * 2024, in force: smartphone financing (the credit analysis, the credit bureau and the central bank's
 * SCR, the insurer) and biometric login, which stays on the phone.
 */
export const privacy2024: PrivacyPolicy = {
  year: 2024,
  effectiveFrom: '2024-06-01',
  replacedOn: null,
  sections: {
    'pt-BR': withAfter(privacy2023.sections['pt-BR'], 3, [
      {
        heading: 'Financiamento de celular e seguro',
        paragraphs: [
          'Ao pedir um financiamento, consultamos o birô de crédito e o Sistema de Informações de Crédito do Banco Central (SCR) para analisar o crédito (LGPD, art. 7º, X), e registramos no SCR as operações contratadas, como a regulação exige.',
          'Se você contratar o seguro do celular, compartilhamos com a seguradora os dados do contrato e do aparelho necessários à apólice.',
        ],
      },
      {
        heading: 'Entrar com biometria',
        paragraphs: [
          'A digital ou o rosto usados para entrar ficam no seu celular: o aplicativo só recebe do aparelho a confirmação de que a biometria conferiu.',
        ],
      },
    ]),
    en: withAfter(privacy2023.sections.en, 3, [
      {
        heading: 'Phone financing and insurance',
        paragraphs: [
          "When you ask for financing, we consult the credit bureau and the Central Bank's Credit Information System (SCR) to assess the credit (LGPD, art. 7, X), and report the contracts taken out to the SCR, as regulation requires.",
          'If you take out the phone insurance, we share with the insurer the contract and device data the policy needs.',
        ],
      },
      {
        heading: 'Logging in with biometrics',
        paragraphs: [
          'The fingerprint or face used to log in stays on your phone: the app only receives from the device the confirmation that the biometrics matched.',
        ],
      },
    ]),
  },
};
