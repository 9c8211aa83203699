import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { homeKeys } from './keys.ts';

/**
 * cliente/verificar-status-cliente as it comes: the same data under the shared key
 * (lib/query-keys registrationScope) the e-mail's confirmation reads and refreshes.
 */
interface RegistrationStatus {
  statusCadastroClienteId: number;
  emailConfirmado: boolean;
  emailMascarado: string;
}

const getRegistrationStatus = () => bank.call<RegistrationStatus>('cliente/verificar-status-cliente');

/**
 * Whether the e-mail given at opening still waits for its code (status 13 VALIDATE_EMAIL, wallet.md
 * section 4).
 */
export function useEmailPending() {
  const session = useSession();
  return useQuery({
    queryKey: homeKeys.registration(session?.accountKey ?? ''),
    queryFn: getRegistrationStatus,
    enabled: session !== null,
    // asked again on each visit home while the e-mail waits; once confirmed, it stays so
    staleTime: (query) => (query.state.data?.emailConfirmado ? Number.POSITIVE_INFINITY : 0),
    select: (status) => status.statusCadastroClienteId === 13 && !status.emailConfirmado,
  });
}
