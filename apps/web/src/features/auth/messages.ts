import { defineMessages } from '../../lib/i18n/define-messages.ts';

export const authMessages = defineMessages(
  {
    title: 'Entrar',
    welcome: 'Que bom ter você aqui',
    intro: 'Acesse sua conta com seu CPF e sua senha.',
    cpfLabel: 'CPF',
    passwordLabel: 'Senha',
    passwordField: 'a senha',
    submit: 'Entrar',
    relogin: 'Por segurança, entre novamente para continuar.',
    deeplink: 'Entre na sua conta para abrir o que você pediu.',
    security: 'Suas informações viajam criptografadas de ponta a ponta.',
    noAccountYet: 'Ainda não tem conta?',
    openAccount: 'Abrir conta',
    lockedMinutes: "Tente novamente em {minutes} min ou use 'Esqueci minha senha'.",
  },
  {
    title: 'Log in',
    welcome: 'Good to have you here',
    intro: 'Access your account with your CPF and password.',
    cpfLabel: 'CPF',
    passwordLabel: 'Password',
    passwordField: 'password',
    submit: 'Log in',
    relogin: 'For your security, log in again to continue.',
    deeplink: 'Log in to open what you asked for.',
    security: 'Your information travels encrypted end to end.',
    noAccountYet: 'No account yet?',
    openAccount: 'Open an account',
    lockedMinutes: "Try again in {minutes} min or use 'Forgot my password'.",
  },
);
