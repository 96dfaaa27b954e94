import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountTokens, users } from '../db/schema/index.js';
import { hashPassword } from './passwords.js';

// Account lookups and admin provisioning shared by sign-in (modules/auth), the seed and the CLI.

type UserRow = typeof users.$inferSelect;

/** E-mails are compared without case: "Ann@x.com" and "ann@x.com" are one account. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/**
 * Creates the admin account, or resets its password and role when it exists. A reset ends
 * what the old password let in, as a password reset link does (modules/auth): every session of
 * the account (its generation goes up) and its reset links still unused.
 */
export async function upsertAdmin(
  db: Db,
  admin: { name: string; email: string; password: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          role: 'admin',
          passwordHash,
          emailVerified: true,
          sessionGeneration: sql`${users.sessionGeneration} + 1`,
        })
        .where(eq(users.id, existing.id))
        .returning();
      await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.userId, existing.id),
            eq(accountTokens.purpose, 'reset-password'),
            isNull(accountTokens.usedAt),
          ),
        );
      return updated!;
    });
  }
  const [created] = await db
    .insert(users)
    .values({
      name: admin.name,
      email: admin.email.toLowerCase(),
      role: 'admin',
      passwordHash,
      // Whoever runs the shop wrote this address; there is nobody to prove it to.
      emailVerified: true,
    })
    .returning();
  return created!;
}
