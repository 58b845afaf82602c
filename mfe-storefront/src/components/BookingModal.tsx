import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { formatPrice, LIMITS, MOBILE_PATTERN, type Product } from '@replay/contract';
import { Modal, notifyError, notifySuccess, TextField, useAuth, useMyAccount } from '@replay/platform';
import { useCreateBooking } from '../api/create-booking';

interface BookingForm {
  mobile: string;
  location: string;
}

/** The server's rule, so a typo shows under the field instead of as a failed request. */
const mobilePattern = new RegExp(MOBILE_PATTERN);

/**
 * The booking form: name, e-mail, product name and price prefilled read-only;
 * mobile and meeting location free text. It closes on success ('Booking confirmed') and on
 * failure (a toast with the server's message).
 */
export function BookingModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { user } = useAuth();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<BookingForm>({ defaultValues: { mobile: '', location: '' } });

  // The phone and default meeting place of the buyer's profile, prefilled where nothing was typed yet.
  const account = useMyAccount();
  const phone = account.data?.phone ?? '';
  const meetingPlace = account.data?.meetingPlace ?? '';
  useEffect(() => {
    if (phone && !getValues('mobile')) setValue('mobile', phone);
    if (meetingPlace && !getValues('location')) setValue('location', meetingPlace);
  }, [phone, meetingPlace, getValues, setValue]);

  const booking = useCreateBooking({
    mutationConfig: { onSuccess: () => notifySuccess('Booking confirmed'), onError: notifyError, onSettled: onClose },
  });

  const submit = handleSubmit(({ mobile, location }) =>
    booking.mutate({
      email: user?.email ?? undefined,
      data: {
        productId: product._id,
        mobile: mobile.trim(),
        location: location.trim(),
        userName: user?.displayName ?? '',
        email: user?.email ?? '',
        productName: product.title,
        price: product.resprice,
        paid: false,
        imageUrl: product.imageUrl,
        status: product.status,
      },
    }),
  );

  return (
    <Modal
      open
      title={`Book ${product.title}`}
      onCancel={onClose}
      onConfirm={() => void submit()}
      confirmLabel="Submit"
      busy={booking.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Booking form">
        <TextField label="Name" value={user?.displayName ?? ''} readOnly />
        <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
        <TextField label="Product name" value={product.title} readOnly />
        <TextField label="Price" value={`$${formatPrice(product.resprice)}`} readOnly />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 0100"
          error={errors.mobile?.message}
          {...register('mobile', {
            required: 'Mobile number is required',
            pattern: { value: mobilePattern, message: 'Enter a phone number (digits, spaces, +, -, parentheses)' },
          })}
        />
        <TextField
          label="Meeting location"
          placeholder="Where you would like to meet"
          error={errors.location?.message}
          {...register('location', {
            required: 'Meeting location is required',
            validate: (value) => {
              const length = value.trim().length;
              if (length < LIMITS.locationMin)
                return `Meeting location must be ${LIMITS.locationMin} characters or longer`;
              if (length > LIMITS.locationMax)
                return `Meeting location must be ${LIMITS.locationMax} characters or fewer`;
              return true;
            },
          })}
        />
        {/* Enter in a field submits like the Submit button. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
