import { defineMessages } from '../lib/i18n/define-messages.ts';

/** The texts of a new password and its repetition (account opening, change, forgotten password). */
export const newPasswordMessages = defineMessages(
  {
    createPasswordLabel: 'Crie sua senha',
    createPasswordField: 'a senha',
    createRepeatLabel: 'Repita a senha',
    createRepeatField: 'a repetição da senha',
    newPasswordLabel: 'Nova senha',
    newPasswordField: 'a nova senha',
    repeatPasswordLabel: 'Repita a nova senha',
    repeatPasswordField: 'a repetição da senha',
    passwordRules: 'De 8 a 16 caracteres, com letras e números, sem o seu CPF.',
    passwordLettersAndDigits: 'A senha precisa ter letras e números.',
    passwordContainsCpf: 'A senha não pode conter o seu CPF.',
    passwordsDiffer: 'As senhas não são iguais.',
  },
  {
    createPasswordLabel: 'Create your password',
    createPasswordField: 'the password',
    createRepeatLabel: 'Repeat the password',
    createRepeatField: 'the repeated password',
    newPasswordLabel: 'New password',
    newPasswordField: 'the new password',
    repeatPasswordLabel: 'Repeat the new password',
    repeatPasswordField: 'the repeated password',
    passwordRules: '8 to 16 characters, with letters and digits, without your CPF.',
    passwordLettersAndDigits: 'The password needs letters and digits.',
    passwordContainsCpf: 'The password cannot contain your CPF.',
    passwordsDiffer: 'The passwords do not match.',
  },
);
