import { SignJWT } from 'jose';

/**
 * The identity-check token, made here as cross-cutting.md section 3 says: HS256, lasting 24 hours,
 * carrying the issuer (the credentials' client id) and a peopleId (the CPF).
 */
export async function makeCafToken(
  credentials: { clientId: string; clientSecret: string },
  cpf: string,
): Promise<string> {
  return new SignJWT({ peopleId: cpf })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(credentials.clientId)
    .setIssuedAt()
    .setExpirationTime('24h')
    .sign(new TextEncoder().encode(credentials.clientSecret));
}
