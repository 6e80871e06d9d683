import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { errors, jwtVerify, SignJWT } from 'jose';

/** All hashing and token code lives here. */

const ALGORITHM = 'HS256';
const ACCESS = 'access';
/** How far ahead of our clock a token's issue time may be (another server's clock may run fast). */
const MAX_CLOCK_SKEW_MS = 60_000;

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash no password matches, checked in place of a missing account's, so that log-in spends the
 * same time whether or not the account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Whether a number read from a token can be a row id (a PostgreSQL `integer` from 1): anything else
 * would make the look-up fail in the database instead of finding nothing.
 */
const isRowId = (value: number) => Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

export async function createAccessToken(
  userId: number,
  secret: string,
  minutes: number,
  issuedAt = Date.now(),
): Promise<string> {
  const iat = issuedAt / 1000;
  // iat keeps milliseconds so a password reset can refuse exactly the tokens issued before it.
  return new SignJWT({ type: ACCESS, iat })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setExpirationTime(Math.floor(iat + minutes * 60))
    .sign(key(secret));
}

export interface AccessClaims {
  userId: number;
  issuedAtMs: number;
}

/** The claims of a valid access token, or undefined for anything else (bad, expired, other type). */
export async function readAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub', 'type'],
    });
    const userId = Number(payload.sub);
    const issuedAtMs = Number(payload.iat) * 1000;
    // A token from the future would outlive a password reset, which refuses only tokens issued before it.
    if (payload.type !== ACCESS || !isRowId(userId) || !(issuedAtMs <= Date.now() + MAX_CLOCK_SKEW_MS)) {
      return undefined;
    }
    return { userId, issuedAtMs };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}

const ALERT_OFF = 'alert-off';

/**
 * The token of a digest mail's "turn this alert off" link. It never expires (an old mail's link
 * should still work) and can do nothing but turn off that one alert of that one user.
 */
export const createAlertOffToken = (savedSearchId: number, ownerId: number, secret: string) =>
  new SignJWT({ type: ALERT_OFF, search: savedSearchId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(ownerId))
    .setIssuedAt()
    .sign(key(secret));

/** The search and owner an alert-off token names, or undefined for anything else. */
export async function readAlertOffToken(
  token: string,
  secret: string,
): Promise<{ savedSearchId: number; ownerId: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'type', 'search'],
    });
    const ownerId = Number(payload.sub);
    const savedSearchId = Number(payload.search);
    if (
      payload.type !== ALERT_OFF ||
      !Number.isSafeInteger(ownerId) ||
      !Number.isSafeInteger(savedSearchId)
    ) {
      return undefined;
    }
    return { savedSearchId, ownerId };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}

export interface ResetToken {
  token: string;
  tokenHash: string;
}

export function newResetToken(): ResetToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
