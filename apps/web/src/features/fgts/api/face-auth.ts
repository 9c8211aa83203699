import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

/** clientes/{clientKey}/faceauth: the selfie at the identity provider; a live face gives a faceAuthId. */
export async function faceAuth(selfie: string): Promise<{ faceAuthId: string }> {
  const r = await bank.call<{ faceAuthId: string; match: number }>('clientes/faceauth', {
    chaveDeCliente: sessionStore.get()?.clientKey,
    imagemBase64: selfie,
    dispositivo: {
      sistemaOperacional: navigator.platform.slice(0, 40),
      fabricante: navigator.vendor.slice(0, 60),
      modelo: 'web',
    },
  });
  return { faceAuthId: r.faceAuthId };
}

export function useFaceAuth() {
  return useMutation({ mutationKey: ['fgts', 'face'], mutationFn: faceAuth });
}
