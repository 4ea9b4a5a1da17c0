// Form rules of the security pages: the contract's rules (the Orval zod schemas) with
// Indonesian messages. A new password's rules are the sign-in's
// (components/password/passwordSchema.ts); the server decides the rest.
import { z } from 'zod';
import '../../api/zodSetup';
import { generatePasswordOtpBody } from '../../api/generated/zod/auth/auth.zod';
import { confirmPasswordBody } from '../../api/generated/zod/security/security.zod';
import { messages } from './messages';

const currentPassword = confirmPasswordBody.shape.password;
const PASSWORD_MAX = currentPassword.maxLength ?? 128;

export const confirmPasswordSchema = z.object({
  password: z
    .string()
    .min(1, messages.confirm.required)
    .refine((v) => currentPassword.safeParse(v).success, messages.confirm.tooLong(PASSWORD_MAX)),
});
export type ConfirmPasswordForm = z.input<typeof confirmPasswordSchema>;

/** password/otp/generate's body is a union by caseOtp; this is the RECOVERY_EMAIL member. */
const [, recoveryEmailOtpBody] = generatePasswordOtpBody.options;
const newAddress = recoveryEmailOtpBody.shape.recovery_email_new;
const EMAIL_MAX = newAddress.maxLength ?? 254;

export const recoveryEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, messages.recovery.required)
    .max(EMAIL_MAX, messages.recovery.tooLong(EMAIL_MAX))
    .refine((v) => newAddress.safeParse(v).success, messages.recovery.invalid),
});
export type RecoveryEmailForm = z.input<typeof recoveryEmailSchema>;
