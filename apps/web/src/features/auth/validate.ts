import { toE164 } from '@painpoint/contracts/account-constants';
import { Password } from '@painpoint/contracts/schemas-account';
import { dialCodeOf, nationalDigits } from './phone.ts';

export type SignUpMode = 'email' | 'phone';

export interface SignUpValues {
  mode: SignUpMode;
  email: string;
  /** ISO region of the calling code, e.g. "US". */
  country: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** docs/product.md §5: sign-up is enabled only with an e-mail or a phone number, a password, and the same password twice. */
export function canSignUp(v: SignUpValues): boolean {
  const username = v.mode === 'email' ? v.email.trim() : nationalDigits(v.phone);
  return username !== '' && v.password !== '' && v.password === v.confirmPassword;
}

/** docs/product.md §5: the mismatch message shows once both passwords are filled in and differ. */
export const passwordsDiffer = (password: string, confirmPassword: string) =>
  password !== '' && confirmPassword !== '' && password !== confirmPassword;

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordUnstorable';

/** What is wrong with a new password by the contract's rule (`Password`: a length range, OWASP ASVS 5.0). */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const result = Password.safeParse(password);
  if (result.success) return undefined;
  const code = result.error.issues[0]?.code;
  return code === 'too_small' ? 'passwordTooShort' : code === 'too_big' ? 'passwordTooLong' : 'passwordUnstorable';
}

/** The phone number in E.164, or undefined when it is too short or too long to be one. */
export const phoneE164 = (country: string, phone: string) => toE164(dialCodeOf(country), nationalDigits(phone));
