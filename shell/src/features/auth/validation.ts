import { LIMITS } from '@replay/contract';
import type { RegisterOptions } from 'react-hook-form';

/** Field rules and messages, shared by the login and sign-up forms. */
export const emailRules = { required: 'Email is required' } satisfies RegisterOptions;

export const passwordRules = {
  required: 'Password is required',
  minLength: { value: LIMITS.passwordMin, message: 'Password must be 6 characters or longer' },
} satisfies RegisterOptions;

export const nameRules = { required: 'Name is required' } satisfies RegisterOptions;

export const imageRules = {
  validate: (files: FileList | undefined) => {
    const file = files?.[0];
    if (!file) return 'image is required';
    return file.type.startsWith('image/') || 'image must be an image file';
  },
} satisfies RegisterOptions;
