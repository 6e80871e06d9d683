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

/** Access tokens whose signature was checked, most recent last, with when each expires. */
const checkedTokens = new Map<string, { secret: string; claims: AccessClaims; expiresAtMs: number }>();
/** Enough for every active session of a busy server; the oldest checked go first. */
const MAX_CHECKED_TOKENS = 1000;

/**
 * The claims of a valid access token, or undefined for anything else (bad, expired, other type).
 * Checking the signature (HMAC through WebCrypto) took 1-2 ms of the API process's processor time on
 * every request under a search load (bench/load.ts), the same token again and again; a token that
 * was valid stays valid for the same secret until it expires (revoking sessions is a database check,
 * auth/authenticate.ts, made on every request), so a checked token is remembered until then.
 */
export async function readAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  const checked = checkedTokens.get(token);
  if (checked && checked.secret === secret && Date.now() < checked.expiresAtMs) return checked.claims;
  const claims = await checkAccessToken(token, secret);
  if (claims) {
    if (checkedTokens.size >= MAX_CHECKED_TOKENS) {
      const oldest = checkedTokens.keys().next();
      if (!oldest.done) checkedTokens.delete(oldest.value);
    }
    checkedTokens.delete(token);
    checkedTokens.set(token, { secret, claims: claims.claims, expiresAtMs: claims.expiresAtMs });
  }
  return claims?.claims;
}

async function checkAccessToken(
  token: string,
  secret: string,
): Promise<{ claims: AccessClaims; expiresAtMs: number } | undefined> {
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
    // jose refuses a token at or after its exp (seconds), so it is valid until then.
    return { claims: { userId, issuedAtMs }, expiresAtMs: Number(payload.exp) * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}

const ALERT_OFF = 'alert-off';
/** How long a digest mail's "turn this alert off" link works. */
export const ALERT_OFF_LINK_DAYS = 30;

/** What an alert-off link names: one alert of one user, as it was when the mail was made. */
export interface AlertOffClaims {
  savedSearchId: number;
  ownerId: number;
  /** The alert's version then (saved_searches.alert_version); it goes up when the alert is turned on again. */
  alertVersion: number;
}

/**
 * The token of a digest mail's "turn this alert off" link. It can do nothing but turn off that one
 * alert of that one user, for 30 days, and only while the alert has not been turned on again since.
 */
export function createAlertOffToken(claims: AlertOffClaims, secret: string, issuedAt = Date.now()) {
  const iat = Math.floor(issuedAt / 1000);
  return new SignJWT({ type: ALERT_OFF, search: claims.savedSearchId, alert_version: claims.alertVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.ownerId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ALERT_OFF_LINK_DAYS * 24 * 3600)
    .sign(key(secret));
}

/**
 * What an alert-off token names; 'expired' for one of ours that is over 30 days old, undefined for
 * anything else (including links mailed before links expired, which carry no version).
 */
export async function readAlertOffToken(
  token: string,
  secret: string,
): Promise<AlertOffClaims | 'expired' | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub', 'type', 'search', 'alert_version'],
    });
    const claims = {
      savedSearchId: Number(payload.search),
      ownerId: Number(payload.sub),
      alertVersion: Number(payload.alert_version),
    };
    const validVersion = Number.isInteger(claims.alertVersion) && claims.alertVersion >= 0;
    if (
      payload.type !== ALERT_OFF ||
      !isRowId(claims.ownerId) ||
      !isRowId(claims.savedSearchId) ||
      !validVersion
    ) {
      return undefined;
    }
    return claims;
  } catch (error) {
    // jose checks the signature before the expiry, so only a token of ours is reported as expired.
    if (error instanceof errors.JWTExpired) return 'expired';
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
