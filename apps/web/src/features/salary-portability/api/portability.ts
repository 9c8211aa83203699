import type { RequestCategory } from '@carteira/core/status';

/** A salary portability as the screens show it. */
export interface Portability {
  key: string;
  protocol: string;
  employerCnpj: string;
  employerName: string;
  bankCode: string;
  bankName: string;
  status: string;
  registryStatus: string;
  category: RequestCategory;
  deadline: string;
  requestedAt: string;
  cancelReason: number | null;
  cancelComplement: string | null;
  cancelledAt: string | null;
}

export interface PortabilityWire {
  chaveDePortabilidade: string;
  protocoloPortabilidade: string;
  identificacaoFiscalEmpresaOrigem: string;
  razaoSocialEmpresaOrigem: string;
  codigoBancoOrigem: string;
  nomeBancoOrigem: string;
  situacaoPortabilidade: string;
  situacaoPortabilidadeCip: string;
  categoria: RequestCategory;
  prazoEfetivacao: string;
  dataSolicitacao: string;
  motivoCancelamento: number | null;
  complementoMotivoCancelamento: string | null;
  dataCancelamento: string | null;
}

export function fromWire(w: PortabilityWire): Portability {
  return {
    key: w.chaveDePortabilidade,
    protocol: w.protocoloPortabilidade,
    employerCnpj: w.identificacaoFiscalEmpresaOrigem,
    employerName: w.razaoSocialEmpresaOrigem,
    bankCode: w.codigoBancoOrigem,
    bankName: w.nomeBancoOrigem,
    status: w.situacaoPortabilidade,
    registryStatus: w.situacaoPortabilidadeCip,
    category: w.categoria,
    deadline: w.prazoEfetivacao,
    requestedAt: w.dataSolicitacao,
    cancelReason: w.motivoCancelamento,
    cancelComplement: w.complementoMotivoCancelamento,
    cancelledAt: w.dataCancelamento,
  };
}
