import type { PrivacyPolicy } from './privacy-policy.ts';

/** The privacy policy of 2022, the first of the account (Lei 13.709/2018, LGPD). */
export const privacy2022: PrivacyPolicy = {
  year: 2022,
  effectiveFrom: '2022-03-01',
  replacedOn: '2023-04-01',
  sections: {
    'pt-BR': [
      {
        heading: 'Quem trata os seus dados',
        paragraphs: [
          'A Carteira Instituição de Pagamento é a controladora dos dados pessoais tratados na conta Carteira, nos termos da Lei Geral de Proteção de Dados (Lei 13.709/2018).',
        ],
      },
      {
        heading: 'Quais dados tratamos',
        paragraphs: [
          'Dados de cadastro: nome, CPF, data de nascimento, e-mail, celular, endereço, renda e documento de identidade.',
          'Dados biométricos: a selfie e as fotos do documento, usadas só para confirmar que você é você.',
          'Dados de uso da conta: saldo, transações, chaves Pix e os dados do aparelho usado para entrar.',
        ],
      },
      {
        heading: 'Para que usamos',
        paragraphs: [
          'Para abrir e manter a sua conta (art. 7º, V), cumprir obrigações legais e regulatórias, como a prevenção à lavagem de dinheiro da Lei 9.613/1998 (art. 7º, II), e prevenir fraudes e proteger você (art. 11, II, g).',
        ],
      },
      {
        heading: 'Com quem compartilhamos',
        paragraphs: [
          'Com o Banco Central do Brasil e outras autoridades quando a lei exige, com os participantes do Pix e dos arranjos de pagamento necessários às suas transações, e com prestadores de serviço que tratam dados em nosso nome, sob contrato e sigilo. Não vendemos seus dados.',
        ],
      },
      {
        heading: 'Por quanto tempo guardamos',
        paragraphs: [
          'Enquanto a conta existir e, depois de encerrada, pelo prazo que a lei exige, no mínimo 5 anos para os registros de transações (Lei 9.613/1998, art. 10).',
        ],
      },
      {
        heading: 'Seus direitos',
        paragraphs: [
          'Você pode pedir a confirmação e o acesso aos seus dados, a correção, a portabilidade, a informação sobre com quem compartilhamos e a revisão de decisões automatizadas (LGPD, arts. 18 e 20), pelo aplicativo ou pelo encarregado de dados: privacidade@carteira.example.',
        ],
      },
    ],
    en: [
      {
        heading: 'Who handles your data',
        paragraphs: [
          'Carteira Instituição de Pagamento is the controller of the personal data handled in the Carteira account, under the Brazilian General Data Protection Law (Lei 13.709/2018, LGPD).',
        ],
      },
      {
        heading: 'What data we handle',
        paragraphs: [
          'Registration data: name, CPF, date of birth, e-mail, mobile, address, income and identity document.',
          'Biometric data: the selfie and the document photos, used only to confirm that you are you.',
          'Account use data: balance, transactions, Pix keys and the data of the device used to log in.',
        ],
      },
      {
        heading: 'What we use it for',
        paragraphs: [
          'To open and keep your account (art. 7, V), to meet legal and regulatory duties such as the anti-money-laundering rules of Lei 9.613/1998 (art. 7, II), and to prevent fraud and protect you (art. 11, II, g).',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'With the Central Bank of Brazil and other authorities when the law requires it, with the Pix participants and payment schemes your transactions need, and with service providers handling data on our behalf, under contract and confidentiality. We do not sell your data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'While the account exists and, once closed, for as long as the law requires: at least 5 years for transaction records (Lei 9.613/1998, art. 10).',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for confirmation of and access to your data, correction, portability, to know who we share it with, and a review of automated decisions (LGPD, arts. 18 and 20), in the app or from our data protection officer: privacidade@carteira.example.',
        ],
      },
    ],
  },
};
