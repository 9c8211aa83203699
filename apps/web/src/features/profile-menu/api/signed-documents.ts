import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';

/** A document the customer signed: the account's terms, or a financing contract (CCB). */
export type DocumentRef =
  | { kind: 'terms-of-use' }
  | { kind: 'address-declaration' }
  | { kind: 'ccb'; contractId: string };

export interface SignedDocument {
  title: string;
  contentType: 'text/plain' | 'text/html';
  content: string;
  /** When it was signed or accepted (an ISO instant), when known. */
  signedAt: string | null;
}

interface WireTerm {
  termo: null | { titulo: string; tipoConteudo: string; conteudo: string; assinadoEm: string };
}

const TERM_PATH = {
  'terms-of-use': 'cliente/obter-termo-assinado',
  'address-declaration': 'cliente/obter-declaracao-de-residencia-assinada',
} as const;

/** A term signed when opening the account; null for an account opened another way. */
export async function fetchSignedTerm(kind: keyof typeof TERM_PATH): Promise<SignedDocument | null> {
  const { termo } = await bank.call<WireTerm>(TERM_PATH[kind]);
  if (!termo?.conteudo) return null;
  return {
    title: termo.titulo,
    contentType: 'text/plain',
    content: termo.conteudo,
    signedAt: termo.assinadoEm,
  };
}

/** financiamento/mobile/contas/contratos/ccb: the contract as accepted. */
export async function fetchContractCcb(contractId: string): Promise<SignedDocument> {
  const ccb = await bank.call<{ titulo: string; conteudo: string; dataAceite: string | null }>(
    'financiamento/mobile/contas/contratos/ccb',
    { idContrato: contractId },
  );
  return { title: ccb.titulo, contentType: 'text/html', content: ccb.conteudo, signedAt: ccb.dataAceite };
}

export function fetchDocument(ref: DocumentRef): Promise<SignedDocument | null> {
  return ref.kind === 'ccb' ? fetchContractCcb(ref.contractId) : fetchSignedTerm(ref.kind);
}

export interface SignedContract {
  id: string;
  /** in force (VIGENTE), settled (QUITADO), or ended another way. */
  state: 'active' | 'settled' | 'ended';
  device: string;
  financedOn: string;
  acceptedAt: string | null;
  installments: number;
  insurance: { name: string; value: Centavos } | null;
}

interface WireSignedContract {
  idContrato: string;
  statusContrato: string;
  modeloAparelho: string;
  dataFinanciamento: string;
  dataAceite: string | null;
  numeroDeParcelas: number;
  seguro: { nome: string; valor: number } | null;
}

const stateOf = (status: string): SignedContract['state'] =>
  status === 'VIGENTE' ? 'active' : status === 'QUITADO' ? 'settled' : 'ended';

/** financiamento/mobile/contas/contratos/assinados: every contract, with its insurance. */
export async function listSignedContracts(): Promise<SignedContract[]> {
  const { contratos } = await bank.call<{ contratos: WireSignedContract[] }>(
    'financiamento/mobile/contas/contratos/assinados',
  );
  return (contratos ?? []).map((c) => ({
    id: c.idContrato,
    state: stateOf(c.statusContrato),
    device: c.modeloAparelho,
    financedOn: c.dataFinanciamento.slice(0, 10),
    acceptedAt: c.dataAceite,
    installments: c.numeroDeParcelas,
    insurance: c.seguro ? { name: c.seguro.nome, value: fromReais(c.seguro.valor) } : null,
  }));
}

const keys = {
  contracts: (account: string) => ['profile-menu', 'signed-contracts', account] as const,
  document: (account: string, ref: DocumentRef) =>
    ['profile-menu', 'document', account, ref.kind, ref.kind === 'ccb' ? ref.contractId : ''] as const,
};

export function useSignedContracts() {
  const session = useSession();
  return useQuery(
    queryOptions({
      queryKey: keys.contracts(session?.accountKey ?? ''),
      queryFn: listSignedContracts,
      enabled: session !== null,
    }),
  );
}

export function useSignedDocument(ref: DocumentRef) {
  const session = useSession();
  return useQuery({
    queryKey: keys.document(session?.accountKey ?? '', ref),
    queryFn: () => fetchDocument(ref),
    enabled: session !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
