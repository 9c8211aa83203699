import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

export interface TrustedDevice {
  key: string;
  type: string;
  model: string;
  trustedSince: string;
  lastUse: string;
  /** The device this session runs on. */
  current: boolean;
  /** Until when its Pix is held to the new-device limits; null once registered for Pix. */
  newForPixUntil: string | null;
  /** The last 4 of the maker's barcode (app/login type 1); null for other phones and browsers. */
  serialEnd: string | null;
  /** Where the last login was, kept only under the location consent. */
  lastPlace: { latitude: number; longitude: number } | null;
}

interface WireDevice {
  chaveDoDispositivo: string;
  tipo: string;
  modelo: string;
  confiavelDesde: string;
  ultimoUso: string;
  atual: boolean;
  liberadoParaPixEm: string | null;
  finalDoNumeroDeSerie: string | null;
  localDoUltimoAcesso: { latitude: number; longitude: number } | null;
}

/** dispositivos/listar: the trusted devices, the last used first. */
export async function listDevices(): Promise<TrustedDevice[]> {
  const { dispositivos } = await bank.call<{ dispositivos: WireDevice[] }>('dispositivos/listar');
  return dispositivos.map((d) => ({
    key: d.chaveDoDispositivo,
    type: d.tipo,
    model: d.modelo,
    trustedSince: d.confiavelDesde,
    lastUse: d.ultimoUso,
    current: d.atual,
    newForPixUntil: d.liberadoParaPixEm,
    serialEnd: d.finalDoNumeroDeSerie ?? null,
    lastPlace: d.localDoUltimoAcesso ?? null,
  }));
}

const DEVICES_KEY = ['security', 'devices'] as const;

export function useDevices() {
  return useQuery({ queryKey: DEVICES_KEY, queryFn: listDevices });
}

/** dispositivos/remover: the device is no longer trusted and its sessions end at once. */
export function useRemoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['security', 'remove-device'],
    mutationFn: (key: string) => bank.call('dispositivos/remover', { chaveDoDispositivo: key }),
    onSettled: () => client.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** autenticar/novo-dispositivo/enviar-codigo: the code to the registered phone. */
export function useSendDeviceCode() {
  return useMutation({
    mutationKey: ['security', 'device-code'],
    mutationFn: (challenge: string) =>
      bank.call<{ celularMascarado: string }>(
        'autenticar/novo-dispositivo/enviar-codigo',
        { chaveDeDesafio: challenge },
        { auth: false },
      ),
  });
}
