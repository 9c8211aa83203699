import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

/** tipoReivindicacao: 1 ownership (posse), 2 portability. */
export type ClaimType = 1 | 2;
export type ClaimStatus = 'ABERTA' | 'CONFIRMADA' | 'CONCLUIDA' | 'CANCELADA';
export type ClaimRole = 'REIVINDICADOR' | 'DOADOR';

interface WireClaim {
  claimId: string;
  tipoReivindicacao: number;
  chave: string;
  tipoChave: string;
  status: ClaimStatus;
  papel: ClaimRole;
  dataSolicitacao: string;
  dataLimiteResolucao: string;
  dataConclusao?: string | null;
  instituicaoReivindicadora: { nome: string; ispb: string };
  instituicaoDoadora: { nome: string; ispb: string };
  nomeReivindicador: string;
  identificacaoFiscalReivindicadorMascarada: string;
}

/** A key claim, from the side of the account that reads it. */
export interface Claim {
  id: string;
  type: ClaimType;
  key: string;
  keyType: string;
  status: ClaimStatus;
  role: ClaimRole;
  requestedAt: string;
  deadline: string;
  claimerInstitution: string;
  donorInstitution: string;
  claimerName: string;
  claimerMaskedTaxId: string;
}

export function toClaim(w: WireClaim): Claim {
  return {
    id: w.claimId,
    type: w.tipoReivindicacao === 2 ? 2 : 1,
    key: w.chave,
    keyType: w.tipoChave,
    status: w.status,
    role: w.papel,
    requestedAt: w.dataSolicitacao,
    deadline: w.dataLimiteResolucao,
    claimerInstitution: w.instituicaoReivindicadora.nome,
    donorInstitution: w.instituicaoDoadora.nome,
    claimerName: w.nomeReivindicador,
    claimerMaskedTaxId: w.identificacaoFiscalReivindicadorMascarada,
  };
}

export interface ClaimOrder {
  keyType: 'PHONE' | 'EMAIL' | 'CPF';
  key: string;
  type: ClaimType;
}

/** pix/reivindicacao/reivindicar-*: 40080 refused (see the bank's rules), 40013 no such key, 40071 five keys. */
export async function claimKey(order: ClaimOrder): Promise<Claim> {
  if (order.keyType === 'CPF')
    return toClaim(await bank.call<WireClaim>('pix/reivindicacao/reivindicar-identificacao-fiscal'));
  const path =
    order.keyType === 'PHONE'
      ? 'pix/reivindicacao/reivindicar-celular'
      : 'pix/reivindicacao/reivindicar-email';
  return toClaim(await bank.call<WireClaim>(path, { chave: order.key, tipoReivindicacao: order.type }));
}

/** pix/reivindicacao/consultar-reinvidicacoes (spelled so): both sides, newest first. */
export async function listClaims(): Promise<Claim[]> {
  const r = await bank.call<{ reivindicacoes: WireClaim[] }>('pix/reivindicacao/consultar-reinvidicacoes');
  return r.reivindicacoes.map(toClaim);
}

export type ClaimAction =
  | { action: 'confirm' | 'cancel'; id: string }
  | { action: 'conclude'; id: string; pin: string };

const ACTION_PATHS = {
  confirm: 'pix/reivindicacao/confirmar',
  cancel: 'pix/reivindicacao/cancelar',
  conclude: 'pix/reivindicacao/concluir',
} as const;

/** confirmar (donor releases), cancelar (either side), concluir (claimer, PIN as second factor). */
export async function actOnClaim(request: ClaimAction): Promise<Claim> {
  const body =
    request.action === 'conclude' ? { claimId: request.id, pin: request.pin } : { claimId: request.id };
  return toClaim(await bank.call<WireClaim>(ACTION_PATHS[request.action], body));
}

export function useClaims() {
  const session = useSession();
  return useQuery({
    queryKey: [...pixKeys.all(session?.accountKey ?? ''), 'claims'],
    queryFn: listClaims,
    enabled: session !== null,
  });
}

function useRefreshClaims() {
  const queryClient = useQueryClient();
  const session = useSession();
  return () => {
    if (!session) return;
    void queryClient.invalidateQueries({ queryKey: [...pixKeys.all(session.accountKey), 'claims'] });
    void queryClient.invalidateQueries({ queryKey: pixKeys.myKeys(session.accountKey) });
  };
}

export function useClaimKey() {
  const refresh = useRefreshClaims();
  return useMutation({ mutationKey: ['pix', 'claim'], mutationFn: claimKey, onSettled: refresh });
}

export function useActOnClaim() {
  const refresh = useRefreshClaims();
  return useMutation({ mutationKey: ['pix', 'claim-action'], mutationFn: actOnClaim, onSettled: refresh });
}
