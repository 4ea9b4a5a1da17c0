// The one rule set of a new password, for every page that sets one (first password,
// reactivation, reset after forgot password, 'Ganti Kata Sandi'): the contract's Password
// rule (the Orval zod schema) with the length limits of config/all and the confirmation.
// The server decides the rest (common passwords, the user name, the current password) and
// answers 422 with the reason per field.
import { z } from 'zod';
import '../../api/zodSetup';
import { createPasswordBody } from '../../api/generated/zod/auth/auth.zod';
import { passwordMessages as m } from '../messages';

export interface PasswordLimits {
  /** config/all passwordMinLength. */
  min: number;
  /** config/all passwordMaxLength, never above the contract's maximum (128). */
  max: number;
}

export const CONTRACT_PASSWORD_MAX = createPasswordBody.shape.password.maxLength ?? 128;
export const DEFAULT_PASSWORD_LIMITS: PasswordLimits = { min: 8, max: CONTRACT_PASSWORD_MAX };

export function passwordLimits(config?: {
  passwordMinLength?: number;
  passwordMaxLength?: number;
}): PasswordLimits {
  return {
    min: config?.passwordMinLength ?? DEFAULT_PASSWORD_LIMITS.min,
    max: Math.min(config?.passwordMaxLength ?? CONTRACT_PASSWORD_MAX, CONTRACT_PASSWORD_MAX),
  };
}

/** Live rules of a new password, for the checklist under the field. */
export function passwordRules(password: string, confirmation: string, limits: PasswordLimits) {
  return {
    min: password.length >= limits.min,
    max: password.length > 0 && password.length <= limits.max,
    match: password.length > 0 && password === confirmation,
  };
}

export function newPasswordSchema(limits: PasswordLimits) {
  return z
    .object({
      password: z
        .string()
        .min(1, m.required)
        .min(limits.min, m.tooShort(limits.min))
        .max(limits.max, m.tooLong(limits.max))
        .refine(
          (v) => createPasswordBody.shape.password.safeParse(v).success,
          m.tooLong(CONTRACT_PASSWORD_MAX),
        ),
      confirmPassword: z.string().min(1, m.confirmRequired),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: m.mismatch,
    });
}
export type NewPasswordValues = z.input<ReturnType<typeof newPasswordSchema>>;
