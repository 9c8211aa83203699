import { defineMessages } from '../../lib/i18n/define-messages.ts';

/** /nonMotoDeviceLogin's own texts: they load with its chunk, not with /newLogin's first paint. */
export const nonMakerMessages = defineMessages(
  {
    title: 'Entrar neste celular',
    intro:
      'Você está usando a Carteira em um celular de outra marca. Entre com seu CPF e sua senha: sua conta funciona aqui como em qualquer aparelho.',
    firstAccessTitle: 'Primeiro acesso neste celular',
    firstAccessCode:
      'Para confirmar que é você, enviamos um código por SMS para o celular cadastrado na sua conta.',
    firstAccessPix:
      'Depois da confirmação, o Pix feito deste celular fica limitado a {perPix} por vez e {perDay} por dia durante 24 horas, como em todo aparelho novo.',
  },
  {
    title: 'Log in on this phone',
    intro:
      'You are using Carteira on a phone of another brand. Log in with your CPF and password: your account works here as on any device.',
    firstAccessTitle: 'First access on this phone',
    firstAccessCode: 'To confirm it is you, we send a code by SMS to the phone registered on your account.',
    firstAccessPix:
      'Once confirmed, a Pix from this phone is limited to {perPix} each and {perDay} a day for 24 hours, as on every new device.',
  },
);
