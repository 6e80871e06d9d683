import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DO_NOT_MATCH } from './auth-rules';
import { passwordWeakness } from './password-strength';

/** The longest email there can be (RFC 5321); a longer one is refused before it is stored or counted. */
const EMAIL_MAX = 254;
const EMAIL_TOO_LONG = 'Email is too long';

/** An email as the app takes one: trimmed, bounded, checked. */
export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX, EMAIL_TOO_LONG)
  .pipe(z.email('Enter a valid email address'));
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/**
 * A strength check across fields, so that it can weigh the email, and without a path, so that the
 * detail is its sentence alone. Lengths out of range already have their own message.
 */
function refuseWeak(value: string, email: string | undefined, ctx: z.RefinementCtx) {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return;
  const weakness = passwordWeakness(value, email);
  if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
}

export const signupBody = z
  .object({
    email,
    password,
    re_password: z.string(),
    full_name: z.string().trim().min(1, 'Full name is required').max(200, 'Full name is too long'),
    // Accepted because the client sends them; sign-up never grants rights, so they are ignored.
    is_active: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
  })
  .refine((body) => body.password === body.re_password, { message: PASSWORDS_DO_NOT_MATCH })
  .superRefine((body, ctx) => refuseWeak(body.password, body.email, ctx));
export type SignupBody = z.input<typeof signupBody>;

export const loginForm = z.object({
  // Not checked as an email (an unknown one gets the wrong password's answer), only bounded: it
  // becomes a throttle key.
  username: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX, EMAIL_TOO_LONG),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

export const accessToken = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type AccessToken = z.infer<typeof accessToken>;

export const userPublic = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
  })
  .meta({ id: 'UserPublic' });
export type UserPublic = z.infer<typeof userPublic>;

export const resetRequestQuery = z.object({ email });

export const resetPasswordBody = z
  .object({
    token: z.string().min(1, 'Token is required').max(200),
    new_password: password,
    re_new_password: z.string(),
  })
  .refine((body) => body.new_password === body.re_new_password, { message: PASSWORDS_DO_NOT_MATCH })
  // The account's email is known only once the token is looked up; the reset service checks it then.
  .superRefine((body, ctx) => refuseWeak(body.new_password, undefined, ctx));
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const message = z.object({ message: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof message>;
