import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import {
  IDENTITY_ISSUER,
  IDENTITY_TTL_SECONDS,
  SUBSCRIPTION_STATUSES,
  type IdentityClaims,
  type ServiceName,
} from '@blockbeat/contracts';
import type { RequestHandler, Response } from 'express';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { UnauthenticatedError } from './errors';

export interface IdentityKeys {
  publicKeyPem: string;
  privateKeyPem: string;
}

export interface IdentityOptions {
  publicKeyPem: string;
  audience: ServiceName;
}

const ALGORITHM = 'EdDSA';
const privateKeys = new Map<string, KeyObject>();

/** Parsing a PEM costs more than signing; the gateway signs once per proxied request. */
function privateKeyFor(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    privateKeys.set(pem, key);
  }
  return key;
}

export async function generateIdentityKeys(): Promise<IdentityKeys> {
  const { publicKey, privateKey } = await promisify(generateKeyPair)('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

export function signIdentity(privateKeyPem: string, claims: IdentityClaims, audience: ServiceName): Promise<string> {
  const { sub, email, name, ent } = claims;
  return new SignJWT({ email, name, ent })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(sub)
    .setIssuer(IDENTITY_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${IDENTITY_TTL_SECONDS}s`)
    .sign(privateKeyFor(privateKeyPem));
}

/** Verifies the gateway's token and sets `res.locals.identity`; anything missing or wrong is a 401. */
export function requireIdentity(options: IdentityOptions): RequestHandler {
  const verify = identityVerifier(options);
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) throw new UnauthenticatedError();
    res.locals.identity = await verify(token);
    next();
  };
}

/** For public routes that read the caller when there is one; a bad token is still a 401. */
export function optionalIdentity(options: IdentityOptions): RequestHandler {
  const verify = identityVerifier(options);
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (token !== undefined) res.locals.identity = await verify(token);
    next();
  };
}

export function identityOf(res: Response): IdentityClaims {
  const identity = res.locals.identity as IdentityClaims | undefined;
  if (!identity) throw new UnauthenticatedError();
  return identity;
}

function identityVerifier({ publicKeyPem, audience }: IdentityOptions): (token: string) => Promise<IdentityClaims> {
  const key = createPublicKey(publicKeyPem);
  return async (token) => {
    const payload = await jwtVerify(token, key, {
      issuer: IDENTITY_ISSUER,
      audience,
      algorithms: [ALGORITHM],
      maxTokenAge: `${IDENTITY_TTL_SECONDS}s`,
    }).then(
      (result) => result.payload,
      () => null,
    );
    if (!payload || !hasIdentityClaims(payload)) throw new UnauthenticatedError();
    const { sub, email, name, ent } = payload;
    return { sub, email, name, ent: { status: ent.status, canEdit: ent.canEdit, admin: ent.admin } };
  };
}

/** `undefined` when there is no Authorization header; '' when it is not a usable Bearer token. */
function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

function hasIdentityClaims(payload: JWTPayload): payload is JWTPayload & IdentityClaims {
  const p = payload as Partial<Record<keyof IdentityClaims, unknown>>;
  const ent = p.ent as Partial<Record<keyof IdentityClaims['ent'], unknown>> | null | undefined;
  return (
    typeof p.sub === 'string' && p.sub !== '' &&
    typeof p.email === 'string' &&
    typeof p.name === 'string' &&
    typeof ent === 'object' && ent !== null &&
    (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(ent.status) &&
    typeof ent.canEdit === 'boolean' &&
    typeof ent.admin === 'boolean'
  );
}
