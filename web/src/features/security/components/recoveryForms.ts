// The two forms of Ganti Email Pemulihan (the new address, the code), one chunk of their
// own (react-hook-form, zod and the contract's rules), fetched beside the page, not before
// it paints (the signed-in page budget, web/build/budgets.ts).
export { OtpCodeForm } from '../../../components/otp/OtpCodeForm';
export { RecoveryEmailForm } from './RecoveryEmailForm';
