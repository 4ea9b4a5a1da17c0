// Form rules of the sign-in pages: the contract's rules (the Orval zod schemas of
// api/generated/zod) with Indonesian messages, plus the page rules (NIK or user name in one
// field, birth date not in the future). A new password's rules are shared with Pengaturan:
// components/password/passwordSchema.ts.
import { z } from 'zod';
import '../../api/zodSetup';
import {
  checkIdCardBody,
  checkUserBody,
  generatePasswordOtpBody,
  validatePasswordBody,
} from '../../api/generated/zod/auth/auth.zod';
import { loginMessages as m } from './messages';
import { checkUserRequestFor } from './steps';

/** True when `value` passes the contract's schema. */
function conforms(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

export const loginSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, m.login.required)
    .superRefine((value, ctx) => {
      if (conforms(checkUserBody, checkUserRequestFor(value, false))) return;
      ctx.addIssue({
        code: 'custom',
        message: /^\d+$/.test(value) ? m.login.invalidNik : m.login.invalidUserName,
      });
    }),
});
export type LoginForm = z.input<typeof loginSchema>;

function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const idCardSchema = z.object({
  nik: z
    .string()
    .trim()
    .min(1, m.idCard.nikRequired)
    .refine((v) => conforms(checkIdCardBody.shape.nik, v), m.idCard.nikInvalid),
  birthDate: z
    .string()
    .min(1, m.idCard.birthRequired)
    .refine((v) => conforms(checkIdCardBody.shape.birthDate, v), m.idCard.birthInvalid)
    .refine((v) => v <= todayIso(), m.idCard.birthFuture),
});
export type IdCardForm = z.input<typeof idCardSchema>;

/** password/otp/generate's body is a union by caseOtp; the forgot-password member has `email`. */
const [forgotPasswordOtpBody] = generatePasswordOtpBody.options;

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, m.forgotPassword.emailRequired)
    .refine((v) => conforms(forgotPasswordOtpBody.shape.email, v), m.forgotPassword.emailInvalid),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

const contractPasswordMax = validatePasswordBody.shape.password.maxLength ?? 128;

export const verifyPasswordSchema = z.object({
  password: z
    .string()
    .min(1, m.verifyPassword.required)
    .refine(
      (v) => conforms(validatePasswordBody.shape.password, v),
      m.verifyPassword.tooLong(contractPasswordMax),
    ),
});
export type VerifyPasswordForm = z.input<typeof verifyPasswordSchema>;
