import { formatPixKey, maskPixKey, PixKeyType, pixKeyTypeName } from '@carteira/core/pix';

/** The message key naming a key type ("Celular", "Chave aleatória"). */
export function keyTypeMessage(type: PixKeyType) {
  return `type${pixKeyTypeName(type)}` as const;
}

/** How a key is shown: a CPF masked (only its middle digits), every other type formatted. */
export function keyDisplay(type: PixKeyType, value: string): string {
  return type === PixKeyType.CPF ? maskPixKey(type, value) : formatPixKey(type, value);
}
