// The code field of a one-time code form: the contract's OtpCode rule (6 digits, the Orval zod
// schema) with Indonesian messages.
import { z } from 'zod';
import '../../api/zodSetup';
import { validateOtpBody } from '../../api/generated/zod/auth/auth.zod';
import { otpMessages as m } from '../messages';

export const otpSchema = z.object({
  otp: z
    .string()
    .min(1, m.required)
    .refine((v) => validateOtpBody.shape.otp.safeParse(v).success, m.invalid),
});
export type OtpForm = z.input<typeof otpSchema>;
