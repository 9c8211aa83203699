import type { AddressValue } from '../../../components/address-rules.ts';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

export type ChangeKind = 'email' | 'phone' | 'address';

/** The new value a change sets. */
export type NewValue =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; ddd: string; numero: string }
  | { kind: 'address'; address: AddressValue };

export interface ChangeStarted {
  changeKey: string;
  /** Where the code went, masked. */
  destination: string;
}

interface WireStarted {
  chaveDeAlteracao: string;
  destinoMascarado: string;
}

/**
 * The chain's first step: the PIN and the new value; the code goes to the new e-mail
 * (token/gerar-2fa-alteracao-email) or phone (token/gerar-2fa-alteracao-celular), or, for the
 * mailing address, by SMS to the registered phone (token/gerar-2fa-alteracao-endereco-correspondencia).
 */
export async function startChange(value: NewValue, pin: string): Promise<ChangeStarted> {
  const chaveDeConta = sessionStore.get()?.accountKey;
  let r: WireStarted;
  if (value.kind === 'email') {
    r = await bank.call<WireStarted>('token/gerar-2fa-alteracao-email', {
      chaveDeConta,
      pin,
      email: value.email,
    });
  } else if (value.kind === 'phone') {
    r = await bank.call<WireStarted>('token/gerar-2fa-alteracao-celular', {
      chaveDeConta,
      pin,
      celular: { ddd: value.ddd, numero: value.numero },
    });
  } else {
    const a = value.address;
    r = await bank.call<WireStarted>('token/gerar-2fa-alteracao-endereco-correspondencia', {
      chaveDeConta,
      pin,
      tipoSegundoFator: 2,
      enderecoCorrespondencia: {
        cep: a.cep,
        rua: a.street,
        bairro: a.neighborhood,
        numero: a.number,
        complemento: a.complement,
      },
    });
  }
  return { changeKey: r.chaveDeAlteracao, destination: r.destinoMascarado };
}

/** cliente/solicitar-alteracao-de-dados-email-caf: the code and the selfie (base64, no data: prefix). */
export async function confirmFace(changeKey: string, code: string, imageBase64: string): Promise<void> {
  await bank.call('cliente/solicitar-alteracao-de-dados-email-caf', {
    chaveDeAlteracao: changeKey,
    token: code,
    imagemBase64: imageBase64,
  });
}

const PUT_PATH: Record<ChangeKind, string> = {
  email: 'cliente/email',
  phone: 'cliente/telefone',
  address: 'cliente/endereco-correspondencia',
};

/** PUT cliente/email, /telefone, /endereco-correspondencia: applies the confirmed change. */
export async function applyChange(kind: ChangeKind, changeKey: string): Promise<void> {
  await bank.call(PUT_PATH[kind], { chaveDeAlteracao: changeKey }, { method: 'PUT' });
}
