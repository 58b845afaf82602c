import type { ComponentProps } from 'react';
import { TextField } from '@replay/platform';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The e-mail field of every account form: `<EmailField error={…} {...register('email', emailRules)} />`. */
export const EmailField = (props: FieldProps) => (
  <TextField label="Email" type="email" autoComplete="email" {...props} />
);

/** A password field; `autoComplete` tells the browser whether it is the current password or a new one. */
export const PasswordField = ({
  label = 'Password',
  ...props
}: FieldProps & { label?: string; autoComplete: 'current-password' | 'new-password' }) => (
  <TextField label={label} type="password" {...props} />
);
