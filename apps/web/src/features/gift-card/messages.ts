import { defineMessages } from '../../lib/i18n/define-messages.ts';

export const giftCardMessages = defineMessages(
  {
    title: 'Cartão-presente',
    heading: 'Resgate um cartão-presente',
    text: 'Digite o código de 16 letras e números impresso no cartão. O valor entra no seu saldo na hora.',
    codeLabel: 'Código do cartão-presente',
    codeHint: 'Exemplo: CP50-RSAB-2026-0001',
    codeInvalid: 'O código tem 16 letras ou números.',
    redeem: 'Resgatar',
    redeeming: 'Resgatando…',
    doneHeading: 'Cartão-presente resgatado',
    doneText: '{amount} entraram no seu saldo.',
    another: 'Resgatar outro',
    goHome: 'Ir para o início',
  },
  {
    title: 'Gift card',
    heading: 'Redeem a gift card',
    text: 'Enter the 16-letter-and-digit code printed on the card. The amount goes into your balance at once.',
    codeLabel: 'Gift card code',
    codeHint: 'Example: CP50-RSAB-2026-0001',
    codeInvalid: 'The code has 16 letters or digits.',
    redeem: 'Redeem',
    redeeming: 'Redeeming…',
    doneHeading: 'Gift card redeemed',
    doneText: '{amount} went into your balance.',
    another: 'Redeem another',
    goHome: 'Go home',
  },
);
