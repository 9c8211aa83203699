import { describe, expect, it } from 'vitest';
import { toBrCodeAscii, truncate } from './text.ts';

describe('toBrCodeAscii', () => {
  it('strips accents and keeps printable ASCII', () => {
    expect(toBrCodeAscii('São Paulo')).toBe('Sao Paulo');
    expect(toBrCodeAscii('JOÃO DA CONCEIÇÃO')).toBe('JOAO DA CONCEICAO');
    expect(toBrCodeAscii('Açaí & Pão, Ltda.')).toBe('Acai & Pao, Ltda.');
    expect(toBrCodeAscii('  Ribeirão\tPreto \n')).toBe('Ribeirao Preto');
    // No decomposition for ø and Æ, and none for an emoji: they go.
    expect(toBrCodeAscii('Søren 😀 Æbelø')).toBe('Sren bel');
  });

  it('cuts and trims', () => {
    expect(truncate('SAO JOSE DOS CAMPOS', 15)).toBe('SAO JOSE DOS CA');
    expect(truncate('SAO JOSE DO RIO PRETO', 12)).toBe('SAO JOSE DO');
    expect(truncate('CURTO', 15)).toBe('CURTO');
  });
});
