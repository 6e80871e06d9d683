import { passwordWeakness } from '@workbench/contract/password-strength';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { Invalid, Rejected, TooManyAttempts } from '../errors';
import type { Mailer } from '../mail/mailer';
import {
  claimAttempt,
  claimAttempts,
  clearAttempts,
  releaseAttempt,
  type ThrottleRule,
} from './login-throttle.repository';
import { resetPasswordMail } from './reset-mail';
import {
  createAccessToken,
  dummyPasswordHash,
  hashPassword,
  hashResetToken,
  newResetToken,
  verifyPassword,
} from './security';
import {
  findResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  insertUser,
  resetPasswordWithToken,
  type UserRow,
} from './users.repository';

export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Defaults to the argon2 check of security.ts; tests wrap it to count the checks made. */
  verifyPassword?: (hashed: string, password: string) => Promise<boolean>;
}

export const INCORRECT_LOGIN = 'Incorrect email or password';
export const RESET_TOKEN_MINUTES = 60;
export const ACCOUNT_THROTTLE: ThrottleRule = { maxAttempts: 5, windowMinutes: 15, lockMinutes: 15 };
export const ADDRESS_THROTTLE: ThrottleRule = { maxAttempts: 30, windowMinutes: 15, lockMinutes: 15 };
export const RESET_ACCOUNT_THROTTLE: ThrottleRule = { maxAttempts: 3, windowMinutes: 60, lockMinutes: 60 };
export const RESET_ADDRESS_THROTTLE: ThrottleRule = { maxAttempts: 10, windowMinutes: 60, lockMinutes: 60 };
export const SIGNUP_ADDRESS_THROTTLE: ThrottleRule = { maxAttempts: 10, windowMinutes: 60, lockMinutes: 60 };

const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Creates the account, at most 10 an hour per client address. A sign-up for a taken email counts
 * too, so that sign-up cannot be used to test which emails have accounts at any speed; one the server
 * fails to store (its database slow or unreachable) is given back.
 */
export async function signUp(
  ctx: AuthContext,
  input: { email: string; password: string; full_name: string; address: string },
): Promise<UserRow> {
  const key = `signup-address:${input.address}`;
  const wait = await claimAttempt(ctx.db, key, SIGNUP_ADDRESS_THROTTLE);
  if (wait > 0) {
    throw new TooManyAttempts(
      `Too many sign-ups from this address. Try again in ${minutesText(wait)}.`,
      wait,
    );
  }
  const hashedPassword = await hashPassword(input.password);
  const user = await insertUser(ctx.db, {
    email: input.email,
    fullName: input.full_name,
    hashedPassword,
  }).catch(async (error: unknown) => {
    // The database that failed the insert may fail this too; the insert's error is the one to report.
    await releaseAttempt(ctx.db, key, SIGNUP_ADDRESS_THROTTLE).catch(() => undefined);
    throw error;
  });
  if (!user) throw new Rejected('A user with this email already exists', 'email_taken');
  return user;
}

const tooManyLogIns = (seconds: number) =>
  new TooManyAttempts(`Too many failed log-in attempts. Try again in ${minutesText(seconds)}.`, seconds);

/**
 * Only a password found wrong counts against the account and the address. The account is looked up
 * before the attempt is claimed, so a look-up that fails (a slow or unreachable database) leaves
 * nothing counted; after the claim comes only the check itself. An inactive account answers as a
 * wrong password does, the right one included, so that the answer never confirms a password.
 */
export async function logIn(
  ctx: AuthContext,
  input: { email: string; password: string; address: string },
): Promise<string> {
  const account = { key: `account:${input.email.toLowerCase()}`, rule: ACCOUNT_THROTTLE };
  const address = { key: `address:${input.address}`, rule: ADDRESS_THROTTLE };
  const user = await findUserByEmail(ctx.db, input.email);
  // The attempt is counted before the password is checked, so parallel guesses cannot all be checked.
  const locked = await claimAttempts(ctx.db, [account, address]);
  if (locked > 0) throw tooManyLogIns(locked);

  const verify = ctx.verifyPassword ?? verifyPassword;
  const valid = await verify(user?.hashedPassword ?? (await dummyPasswordHash()), input.password);
  // A failed attempt keeps its claim: that is the failure counted.
  if (!user || !valid || !user.isActive) throw new Rejected(INCORRECT_LOGIN, 'login_incorrect');
  await clearAttempts(ctx.db, account.key);
  // Others behind the same address (an office, a proxy) keep their own attempts.
  await releaseAttempt(ctx.db, address.key, address.rule);
  return createAccessToken(user.id, ctx.config.jwtSecret, ctx.config.accessTokenMinutes);
}

/**
 * Mails a reset link to an active account, at most 3 an hour per email and 10 an hour per client
 * address. It runs after the answer has gone out, so whatever it finds or refuses never shows.
 */
export async function requestPasswordReset(
  ctx: AuthContext & { log: { warn(obj: object, msg: string): void } },
  input: { email: string; address: string },
): Promise<void> {
  const refused = await claimAttempts(ctx.db, [
    { key: `reset-account:${input.email.toLowerCase()}`, rule: RESET_ACCOUNT_THROTTLE },
    { key: `reset-address:${input.address}`, rule: RESET_ADDRESS_THROTTLE },
  ]);
  if (refused > 0) {
    ctx.log.warn({ address: input.address }, 'password reset mail not sent: too many requests');
    return;
  }
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.isActive) return;
  const { token, tokenHash } = newResetToken();
  await insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: user.email, ...resetPasswordMail(user.fullName, link, RESET_TOKEN_MINUTES) });
}

export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; newPassword: string },
): Promise<void> {
  const row = await findResetToken(ctx.db, hashResetToken(input.token));
  if (!row) throw new Rejected('This reset link is not valid. Request a new one.', 'reset_link_invalid');
  if (row.usedAt)
    throw new Rejected('This reset link has already been used. Request a new one.', 'reset_link_used');
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new Rejected('This reset link has expired. Request a new one.', 'reset_link_expired');
  }
  // The body's schema judged the password without the email; now the account is known.
  const user = await findUserById(ctx.db, row.userId);
  const weakness = user && passwordWeakness(input.newPassword, user.email);
  if (weakness) throw new Invalid(weakness);
  const done = await resetPasswordWithToken(
    ctx.db,
    row.id,
    row.userId,
    await hashPassword(input.newPassword),
  );
  if (!done)
    throw new Rejected('This reset link has already been used. Request a new one.', 'reset_link_used');
}
