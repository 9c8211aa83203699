import { productBackend } from '../../../lib/financing/financing.ts';
import { checkFeatureAvailable } from '../../../lib/financing/product-backend.ts';
import { sessionIdentity } from './session-identity.ts';

/** checkFeatureAvailable: the smartPhoneFinancing flag for this customer (the CPF sent only hashed). */
export async function isFinancingEnabled(): Promise<boolean> {
  const { cpf } = sessionIdentity();
  return (await checkFeatureAvailable(productBackend, cpf)).enabled;
}
