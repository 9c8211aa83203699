import { privacy2022 } from './privacy-2022.ts';
import type { PolicySection, PrivacyPolicy } from './privacy-policy.ts';

/** Put `extra` after the section at `index` (the 2023 version adds to the 2022 text). */
const withAfter = (sections: readonly PolicySection[], index: number, extra: PolicySection[]) => [
  ...sections.slice(0, index + 1),
  ...extra,
  ...sections.slice(index + 1),
];

/** 2023: the location and the app's usage data, each only with consent, and how to withdraw it. */
export const privacy2023: PrivacyPolicy = {
  year: 2023,
  effectiveFrom: '2023-04-01',
  replacedOn: '2024-06-01',
  sections: {
    'pt-BR': withAfter(privacy2022.sections['pt-BR'], 2, [
      {
        heading: 'Localização e uso do aplicativo',
        paragraphs: [
          'A localização do aparelho só é tratada se você consentir (LGPD, art. 7º, I), para proteger a conta de acessos de lugares incomuns.',
          'Registramos como o aplicativo é usado (telas abertas, tempo e falhas), sem o conteúdo das suas transações, para corrigir erros e melhorar o serviço (art. 7º, IX).',
          'Você pode retirar um consentimento a qualquer momento nas configurações do aparelho ou do aplicativo, sem custo (art. 8º, § 5º).',
        ],
      },
    ]),
    en: withAfter(privacy2022.sections.en, 2, [
      {
        heading: 'Location and app usage',
        paragraphs: [
          "The device's location is handled only if you consent (LGPD, art. 7, I), to protect the account from logins from unusual places.",
          'We record how the app is used (screens opened, time and failures), without the content of your transactions, to fix errors and improve the service (art. 7, IX).',
          "You may withdraw a consent at any time in the device's or the app's settings, at no cost (art. 8, § 5).",
        ],
      },
    ]),
  },
};
