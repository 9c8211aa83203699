import { MISSING_ISSUE_DATE } from '@carteira/core/br';
import { centavos, toReais } from '@carteira/core/money';
import type { AddressValue } from '../../../components/address-rules.ts';
import type { IdDetails, PersonalAnswers } from './onboarding-flow.ts';

export interface AddressPayload {
  cep: string;
  rua?: string;
  numero: string;
  complemento?: string;
  bairro?: string;
}

/** cliente/cadastrar-pessoa-fisica's body (docs/onboarding-api.md). */
export interface PersonPayload {
  nacionalidade: 'N';
  sexo: 'F' | 'M';
  nomeMae: string;
  nomePai?: string;
  rg: { numero: string; dataEmissao: string; orgaoEmissor: string; ufOrgaoEmissor: string };
  /** Reais, two decimals. */
  rendaMensal: number;
  pessoaPoliticamenteExposta?: { cargo: string; inicioExposicao: string; fimExposicao: null };
  endereco: AddressPayload;
  enderecoCorrespondencia: AddressPayload;
}

/** The address's fields, the empty ones left out. */
function addressPayload(address: AddressValue): AddressPayload {
  const out: AddressPayload = { cep: address.cep, numero: address.number.trim() };
  const street = address.street.trim();
  const complement = address.complement.trim();
  const neighborhood = address.neighborhood.trim();
  if (street) out.rua = street;
  if (complement) out.complemento = complement;
  if (neighborhood) out.bairro = neighborhood;
  return out;
}

/**
 * The registration payload as wallet.md section 3 gives it: nationality fixed 'N'; the PEP block only
 * when the applicant is exposed (removed when absent); empty fields skipped; a missing issue date is
 * the year-1 date; the mailing address (enderecoCorrespondencia) is the home address at opening (the
 * profile changes it later).
 */
export function personPayload(
  id: IdDetails,
  personal: PersonalAnswers,
  address: AddressValue,
): PersonPayload {
  const nomePai = id.nomePai.trim();
  const home = addressPayload(address);
  return {
    nacionalidade: 'N',
    sexo: personal.sexo,
    nomeMae: id.nomeMae.trim(),
    ...(nomePai ? { nomePai } : {}),
    rg: {
      numero: id.numero,
      dataEmissao: id.dataEmissao || MISSING_ISSUE_DATE,
      orgaoEmissor: id.orgaoEmissor,
      ufOrgaoEmissor: id.ufOrgaoEmissor,
    },
    rendaMensal: toReais(centavos(personal.renda)),
    ...(personal.pep ? { pessoaPoliticamenteExposta: { ...personal.pep, fimExposicao: null } } : {}),
    endereco: home,
    enderecoCorrespondencia: { ...home },
  };
}
