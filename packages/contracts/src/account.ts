import { z } from 'zod/mini';
import {
  AGE_RANGES,
  BODY_TYPES,
  CODE_LENGTH,
  LINK_TOKEN_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_SEXES,
  MESSAGE_KEY_HEADER,
  PHONE_TOO_LONG,
  toE164,
} from './account-constants.ts';
import { HistoryConsent, SavedAssessment } from './history.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { line, text } from './text.ts';

/** A short confirmation the web app can show as it is. */
export const MessageOk = z.object({ message: z.string() });
export type MessageOk = z.infer<typeof MessageOk>;

export const Email = z.pipe(
  z.pipe(
    line(z.trim(), z.maxLength(254, 'An e-mail address has at most 254 characters.')),
    z.email('Enter a valid e-mail address, like name@example.com.'),
  ),
  z.transform((e: string) => e.toLowerCase()),
);

export const Password = text(
  z.minLength(PASSWORD_MIN_LENGTH, `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`),
  z.maxLength(PASSWORD_MAX_LENGTH, `A password can have at most ${PASSWORD_MAX_LENGTH} characters.`),
);

/** The country calling code, with or without the plus: "+91", "91", "1". */
export const DialCode = z.pipe(
  line(z.trim(), z.regex(/^\+?[1-9]\d{0,3}$/, 'Choose a country calling code, like +91.')),
  z.transform((d: string) => d.replace(/^\+/, '')),
);

/** The number without the country code; spaces, dashes, dots and brackets are ignored. */
export const NationalNumber = z.pipe(
  z.pipe(
    line(z.trim()),
    z.transform((p: string) => p.replace(/[\s\-.()]/g, '')),
  ),
  z.string().check(z.regex(/^\d{4,15}$/, 'Enter the phone number using digits only.')),
);

// --- POST /api/login-user/ -------------------------------------------------------------------------

export const LoginRequest = z.object({
  /**
   * An e-mail address, or a phone number as people type it: with its country code ("+91 98765 43210",
   * "0091…", "91 98765 43210"), or without one ("098765 43210", "415 555 7380"): then tried as an
   * Indian number, then as a US one (decision 075).
   */
  username: line(z.trim(), z.minLength(1, 'Enter your e-mail address or phone number.'), z.maxLength(254)),
  password: text(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({
  /**
   * A JWT (HS256) with `sub` (the account), `sid` (the login), `sv` (the account's session
   * version), `exp` (15 minutes) and `iat`; sent as `Authorization: Bearer …`.
   */
  access: z.string(),
  /**
   * Opaque; works once (rotation). Left out when the site's own pages log in: the web app gets it
   * only as the HttpOnly cookie, where the page's scripts cannot read it.
   */
  refresh: z.optional(z.string()),
});
export type TokenPair = z.infer<typeof TokenPair>;

// --- POST /api/token/refresh/ and /api/token/revoke/ -----------------------------------------------

/**
 * API clients send the refresh token in the body; the web app's comes in the HttpOnly cookie, and
 * the body may then be absent (null) or `{}`.
 */
export const RefreshRequest = z.nullish(z.object({ refresh: z.optional(text(z.minLength(1), z.maxLength(200))) }));
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/** The new refresh token is in the body only when the old one came in the body. */
export const RefreshResponse = z.object({ access: z.string(), refresh: z.optional(z.string()) });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

// --- POST /user/delete-user-account/ ---------------------------------------------------------------

/**
 * docs/product.md §7 sends no body (or `{}`): enough within RECENT_LOGIN_MINUTES of logging in. Later, the
 * password is asked for again (decision 063).
 */
export const DeleteAccountRequest = z.nullish(
  z.strictObject({
    password: z.optional(text(z.maxLength(PASSWORD_MAX_LENGTH, 'A password has at most 128 characters.'))),
  }),
);
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

// --- POST /user/create-account/ ---------------------------------------------------------------------

export const CreateAccountRequest = z
  .object({
    email: z.optional(line()),
    phone: z.optional(line()),
    dialCode: z.optional(line()),
    password: Password,
    confirmPassword: text(z.maxLength(PASSWORD_MAX_LENGTH)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const hasEmail = (v.email ?? '').trim() !== '';
      const hasPhone = (v.phone ?? '').trim() !== '';
      if (hasEmail === hasPhone) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give either an e-mail address or a phone number.' });
      }
      if (hasEmail && !Email.safeParse(v.email).success) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: 'Enter a valid e-mail address, like name@example.com.',
        });
      }
      if (hasPhone) {
        const dial = DialCode.safeParse(v.dialCode ?? '');
        const national = NationalNumber.safeParse(v.phone);
        if (!dial.success)
          ctx.addIssue({ code: 'custom', path: ['dialCode'], message: 'Choose a country calling code, like +91.' });
        else if (!national.success)
          ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter the phone number using digits only.' });
        else if (!toE164(dial.data, national.data))
          ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_TOO_LONG });
      }
      if (v.password !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two passwords are not the same.' });
      }
    }),
  );
export type CreateAccountRequest = z.infer<typeof CreateAccountRequest>;

export const CreateAccountResponse = z.union([z.object({ email: z.string() }), z.object({ phone_number: z.string() })]);
export type CreateAccountResponse = z.infer<typeof CreateAccountResponse>;

// --- Passwords: reset by e-mail or phone, set from a link ---------------------------------------------

export const NewPassword = z
  .object({ password: Password, confirmPassword: text(z.maxLength(PASSWORD_MAX_LENGTH)) })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The two passwords are not the same.',
    }),
  );
export type NewPassword = z.infer<typeof NewPassword>;

/** `{id}` of /user/set-password/{id}/: an opaque single-use token, never a user id. */
export const LinkToken = text(z.regex(LINK_TOKEN_PATTERN, 'This link is not complete.'));

export const LinkCheck = z.object({
  valid: z.literal(true),
  /** What the link is for, so the page can say so. */
  purpose: z.enum(['reset', 'set']),
  expires_at: z.string(),
});
export type LinkCheck = z.infer<typeof LinkCheck>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const PhoneRequest = z.object({ phone: NationalNumber, dialCode: DialCode });
export type PhoneRequest = z.infer<typeof PhoneRequest>;

export const VerifyResetCodeRequest = z.extend(PhoneRequest, {
  code: line(
    z.trim(),
    z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH}-digit code from the text message.`),
  ),
});
export type VerifyResetCodeRequest = z.infer<typeof VerifyResetCodeRequest>;

/** A phone number as the sign-up answered it, in E.164 ("+919876543210"). */
export const E164Number = line(
  z.trim(),
  z.regex(/^\+[1-9]\d{7,14}$/, 'Enter the phone number with its country code, like +919876543210.'),
);

const SmsCode = line(
  z.trim(),
  z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH}-digit code from the text message.`),
);

// --- POST /user/verify-account/ and /user/resend-verification/ (decision 065) -------------------

/**
 * The token of the link mailed at sign-up (`{ token }`), or the number signed up with and the code
 * texted to it (`{ phone_number, code }`).
 */
export const VerifyAccountRequest = z
  .strictObject({
    token: z.optional(LinkToken),
    phone_number: z.optional(E164Number),
    code: z.optional(SmsCode),
    /**
     * The password chosen at sign-up (decision 110): the link or code proves the address or number,
     * the password which of its sign-ups was the verifier's.
     */
    password: text(
      z.minLength(1, 'Enter the password you chose when you signed up.'),
      z.maxLength(PASSWORD_MAX_LENGTH),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const byLink = v.token !== undefined;
      const byCode = v.phone_number !== undefined || v.code !== undefined;
      if (byLink === byCode)
        ctx.addIssue({ code: 'custom', path: ['token'], message: 'Give either the link or the number and its code.' });
      else if (byCode && v.phone_number === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['phone_number'],
          message: 'Give the phone number the code was sent to.',
        });
      else if (byCode && v.code === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: `Enter the ${CODE_LENGTH}-digit code from the text message.`,
        });
    }),
  );
export type VerifyAccountRequest = z.infer<typeof VerifyAccountRequest>;

/** The address or number signed up with, as the sign-up answered it: `{ email }` or `{ phone_number }`. */
export const ResendVerificationRequest = z
  .strictObject({ email: z.optional(Email), phone_number: z.optional(E164Number) })
  .check(
    z.refine((v) => (v.email === undefined) !== (v.phone_number === undefined), {
      path: ['email'],
      message: 'Give either an e-mail address or a phone number.',
    }),
  );
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;

/** A right code is exchanged for a single-use token for POST /user/set-password/{token}/. */
export const ResetGrant = z.object({ token: z.string(), expires_at: z.string() });
export type ResetGrant = z.infer<typeof ResetGrant>;

// --- POST /user/user-msg/ ------------------------------------------------------------------------------

export const ContactMessage = z.object({
  name: line(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(100, 'A name has at most 100 characters.')),
  email: Email,
  msg: text(z.trim(), z.minLength(1, 'Write a message.'), z.maxLength(5000, 'A message has at most 5000 characters.')),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** The optional key of a message (MESSAGE_KEY_HEADER): sent again with the same key, it is stored once. */
export const ContactMessageHeaders = z.object({
  [MESSAGE_KEY_HEADER]: z.optional(
    text(
      z.regex(
        /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
        'The message key must be a UUID.',
      ),
    ),
  ),
});

// --- The profile (bearer) ----------------------------------------------------------------------------

export const ProfileFields = z.object({
  name: line(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(100, 'A name has at most 100 characters.')),
  age_range: z.enum(AGE_RANGES, 'Choose an age range.'),
  sex: z.enum(PROFILE_SEXES, 'Choose male or female.'),
  body_type: z.enum(BODY_TYPES, 'Choose a body type.'),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

export const Consent = z.object({ given_at: z.string(), notice_version: z.string() });
export type Consent = z.infer<typeof Consent>;

/** PUT /user/profile/: the fields, stored only with consent to the notice the visitor was shown. */
export const ProfileInput = z.extend(ProfileFields, {
  consent: z.object({
    agreed: z.literal(true, 'Tick the box to agree before we store your details.'),
    notice_version: line(z.minLength(1), z.maxLength(40)),
  }),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

export const Profile = z.extend(ProfileFields, { consent: Consent, updated_at: z.string() });
export type Profile = z.infer<typeof Profile>;

export const Account = z.object({
  email: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  created_at: z.string(),
  /** Null until the person agrees to store profile details, and again after withdrawing. */
  profile: z.nullable(Profile),
  /**
   * The language the person last chose on the site (decision 046), for the site and for the mail
   * and texts sent to them; null until they choose one while logged in.
   */
  language: z.nullable(z.enum(LANGUAGE_CODES)),
});
export type Account = z.infer<typeof Account>;

/** PUT /user/language/: the language the person chose (decision 046). */
export const LanguageChoice = z.object({
  language: z.enum(LANGUAGE_CODES, 'Choose one of the languages of the site.'),
});
export type LanguageChoice = z.infer<typeof LanguageChoice>;

/** GET /user/export/: everything stored about the account, as one JSON document. */
export const AccountExport = z.object({
  exported_at: z.string(),
  account: Account,
  /** Every consent given or withdrawn, oldest first: to the profile notice or the history notice. */
  consent_history: z.array(
    z.object({
      purpose: z.enum(['profile', 'history']),
      action: z.enum(['given', 'withdrawn']),
      notice_version: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
  /** When the password was last set: at sign-up, or by a reset or a set-password link. */
  password_changed_at: z.string(),
  /** Contact messages sent while logged in, and those sent with the account's address as a visitor. */
  messages: z.array(z.object({ name: z.string(), email: z.string(), msg: z.string(), sent_at: z.string() })),
  sessions: z.array(z.object({ started_at: z.string(), expires_at: z.string(), active: z.boolean() })),
  /**
   * Reset, set-password and verify links and SMS codes sent: when, and what became of them; never
   * the link or code.
   */
  links_and_codes: z.array(
    z.object({
      purpose: z.enum(['reset', 'set', 'phone_code', 'verify', 'verify_code']),
      created_at: z.string(),
      expires_at: z.string(),
      used_at: z.nullable(z.string()),
      wrong_tries: z.number(),
    }),
  ),
  /**
   * Mail and texts about the account or to its address or number, and the team's mail about its
   * contact messages: to whom, the subject, when queued and when delivered. Never the body.
   */
  mail: z.array(
    z.object({
      channel: z.enum(['email', 'sms']),
      recipient: z.string(),
      subject: z.string(),
      queued_at: z.string(),
      sent_at: z.nullable(z.string()),
    }),
  ),
  /** The consent to keep a history of assessments, while it is given. */
  history_consent: z.nullable(HistoryConsent),
  /** Every saved assessment, newest first, answers included. */
  assessments: z.array(SavedAssessment),
});
export type AccountExport = z.infer<typeof AccountExport>;
