import { formatCep, maskCpf } from '@carteira/core/br';
import type { OnboardingRow } from './onboarding.repository.ts';

export const TERMS_VERSION = '2026.1';

/**
 * onboarding/termos: the account's terms of use and the address self-declaration (Lei 7.115/1983,
 * which lets a signed declaration stand for a proof of address), the latter filled with the
 * customer's name, masked CPF and address. Plain text; both are signed together with one SMS code.
 */
export function termsFor(row: Pick<OnboardingRow, 'nome' | 'cpf' | 'address'>) {
  const a = row.address;
  const where = a
    ? `${a.rua}, ${a.numero}${a.complemento ? `, ${a.complemento}` : ''}, ${a.bairro}, ${a.cidade}/${a.uf}, CEP ${formatCep(a.cep)}`
    : '';
  return [
    {
      tipo: 'TERMO_DE_USO',
      versao: TERMS_VERSION,
      titulo: 'Termos de uso da conta Carteira',
      conteudo: [
        'Esta é uma conta de pagamento para pessoa física, aberta e movimentada pelo aplicativo.',
        'Você é responsável pela guarda da sua senha e do seu PIN, que são pessoais e intransferíveis.',
        'Seus dados pessoais são tratados conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018), para abrir e manter a conta, cumprir obrigações legais e prevenir fraudes.',
        'As imagens do documento e da selfie são dados biométricos e só são usadas para confirmar a sua identidade.',
        'Você pode encerrar a conta a qualquer momento pelo aplicativo, sem custo.',
      ].join('\n\n'),
    },
    {
      tipo: 'DECLARACAO_DE_RESIDENCIA',
      versao: TERMS_VERSION,
      titulo: 'Declaração de residência',
      conteudo: `Eu, ${row.nome}, CPF ${maskCpf(row.cpf)}, declaro, sob as penas da lei (Lei 7.115/1983), que resido em ${where}.`,
    },
  ];
}
