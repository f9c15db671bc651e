import { z } from 'zod';
import { DEFAULT_DISCLOSURE_STAGE, DISCLOSURE_STAGES } from './disclosure-rules.ts';
import { checkedString, EmailField, nameField, PASSWORD_MAX, PASSWORD_MIN, PHONE_SHAPE } from './fields.ts';
import { UserSchema } from './users.ts';

export const FONT_SIZE_CHOICES = [12, 16, 20, 24, 28] as const;

export const LoginRequest = z.strictObject({
  email: EmailField,
  password: checkedString(
    'Password is required',
    [
      [(v) => v.length > 0, 'Password is required'],
      [(v) => v.length <= 1024, 'Password is too long'],
    ],
    { trim: false },
  ),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/**
 * A new password: at least PASSWORD_MIN characters of any kind (ASVS 5.0 V6.2: no rules on letters,
 * digits or symbols). The server also refuses common and easily guessed ones; that check needs
 * dictionaries too large for the browser, so only the server runs it (docs/decisions/013-password-strength.md).
 */
export const RegistrationPassword = checkedString(
  'Password is required',
  [
    [(v) => v.length > 0, 'Password is required'],
    [(v) => v.length >= PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`],
    [(v) => v.length <= PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`],
  ],
  { trim: false },
);

export const AccessibilityPreferencesInput = z.strictObject({
  fontSize: z
    .number({ error: 'Font size must be a number' })
    .int({ error: 'Font size must be a whole number' })
    .refine((v) => (FONT_SIZE_CHOICES as readonly number[]).includes(v), {
      error: `Font size must be one of ${FONT_SIZE_CHOICES.join(', ')}`,
    })
    .default(16),
  highContrast: z.boolean({ error: 'High contrast must be true or false' }).default(false),
  reducedMotion: z.boolean({ error: 'Reduced motion must be true or false' }).default(false),
});

/**
 * A job seeker's privacy choices at registration; left out, the defaults apply: findable basic
 * profile, disability information shared when applying, not shown in the Candidate Finder.
 * Employers' accounts ignore them.
 */
export const RegistrationPrivacyInput = z.strictObject({
  publicProfile: z.boolean({ error: 'Choose whether employers can find your profile' }).default(true),
  disclosureStage: z.enum(DISCLOSURE_STAGES, { error: 'Choose when employers you apply to may see your disability information' }).default(DEFAULT_DISCLOSURE_STAGE),
  disclosureInFinder: z.boolean({ error: 'Choose whether the Candidate Finder shows your disability information' }).default(false),
});

export const RegisterRequest = z.strictObject({
  email: EmailField,
  password: RegistrationPassword,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .refine((v) => v === '' || PHONE_SHAPE.test(v), { error: 'Please enter a valid phone number' })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  role: checkedString('Please select your account type', [
    [(v) => v !== 'admin', 'Administrator accounts cannot be created by registration'],
    [(v) => v === 'applicant' || v === 'employer', 'Please select your account type'],
  ]).transform((v) => v as 'applicant' | 'employer'),
  termsAccepted: z.literal(true, { error: 'You must accept the Terms of Service and Privacy Policy to register' }),
  accommodations: z
    .string({ error: 'Accommodations must be text' })
    .trim()
    .max(1000, { error: 'Accommodations must be at most 1000 characters' })
    .nullish(),
  accessibilityPreferences: AccessibilityPreferencesInput.optional(),
  privacy: RegistrationPrivacyInput.optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const AuthResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ token: z.string(), user: UserSchema }),
});
export type AuthResponse = z.infer<typeof AuthResponse>;
