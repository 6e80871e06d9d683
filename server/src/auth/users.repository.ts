import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts the user; undefined when the email is already taken (in any letter case). */
export async function insertUser(
  db: Db,
  user: { email: string; fullName: string; hashedPassword: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function insertResetToken(
  db: Db,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the token used and sets the new password in one transaction; returns false when another
 * request used the token first.
 */
export async function resetPasswordWithToken(
  db: Db,
  tokenId: number,
  userId: number,
  hashedPassword: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ hashedPassword, tokensValidAfter: sql`now()` }).where(eq(users.id, userId));
    // Other links sent before this reset are spent too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
}

/** Grants or takes away superuser rights; undefined when no account has this email (in any case). */
export async function setSuperuser(
  db: Db,
  email: string,
  isSuperuser: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ isSuperuser })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning();
  return row;
}
