import { z } from 'zod';
import { FONT_SIZE_CHOICES, RegistrationPassword, type RegisterRequest } from '@jobboard/contracts/auth';
import { DEFAULT_DISCLOSURE_STAGE, DISCLOSURE_STAGES } from '@jobboard/contracts/disclosure-rules';
import { EmailField, nameField, PHONE_SHAPE } from '@jobboard/contracts/fields';

/** The registration form: the server's rules plus the confirmation and terms checks of the page. */
export const RegisterForm = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: EmailField,
    phone: z.string().trim().refine((v) => v === '' || PHONE_SHAPE.test(v), { error: 'Please enter a valid phone number' }),
    password: RegistrationPassword,
    confirmPassword: z.string().min(1, { error: 'Please confirm your password' }),
    // With no radio checked the form holds null: that is "not selected" too.
    role: z.string({ error: 'Please select your account type' }).refine((v) => v === 'applicant' || v === 'employer', { error: 'Please select your account type' }),
    accommodations: z.string().trim().max(1000, { error: 'Accommodations must be at most 1000 characters' }),
    fontSize: z.string(),
    highContrast: z.boolean(),
    reducedMotion: z.boolean(),
    // A job seeker's privacy choices (the fieldset shows only for job seekers).
    publicProfile: z.boolean(),
    disclosureStage: z.enum(DISCLOSURE_STAGES),
    disclosureInFinder: z.boolean(),
    termsAccepted: z.boolean().refine((v) => v, { error: 'You must accept the Terms of Service and Privacy Policy to register' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
    // Compare even when other fields are wrong, so every problem is listed at once.
    when: (p) => {
      const v = p.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
    },
  });

export type RegisterFormInput = z.input<typeof RegisterForm>;
export type RegisterFormValues = z.output<typeof RegisterForm>;

export const REGISTER_DEFAULTS: RegisterFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  role: '',
  accommodations: '',
  fontSize: '16',
  highContrast: false,
  reducedMotion: false,
  publicProfile: true,
  disclosureStage: DEFAULT_DISCLOSURE_STAGE,
  disclosureInFinder: false,
  termsAccepted: false,
};

export const FONT_SIZE_OPTIONS = FONT_SIZE_CHOICES;

/** The registration payload (POST /v1/auth/register) from the form's values. */
export function toRegisterRequest(v: RegisterFormValues): RegisterRequest {
  return {
    email: v.email,
    password: v.password,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone || null,
    role: v.role,
    termsAccepted: true,
    accommodations: v.accommodations || null,
    accessibilityPreferences: { fontSize: Number(v.fontSize), highContrast: v.highContrast, reducedMotion: v.reducedMotion },
    ...(v.role === 'applicant'
      ? { privacy: { publicProfile: v.publicProfile, disclosureStage: v.disclosureStage, disclosureInFinder: v.disclosureInFinder } }
      : {}),
  };
}
