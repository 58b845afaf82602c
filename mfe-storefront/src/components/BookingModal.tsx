import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LIMITS, MOBILE_PATTERN, paths, toCents, type Product } from '@replay/contract';
import { dollars, Modal, notifyError, notifySuccess, TextField, useAuth, useMyAccount } from '@replay/platform';
import { useCreateBooking } from '../api/create-booking';

interface BookingForm {
  mobile: string;
  location: string;
}

/** The server's rule, so a typo shows under the field instead of as a failed request. */
const mobilePattern = new RegExp(MOBILE_PATTERN);

/** What the buyer cannot change, written as text: greyed inputs read as a form that is broken. */
const Prefilled = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The booking form: name, e-mail, product name and price prefilled read-only;
 * mobile and meeting location free text. On success ('Booking confirmed') the buyer goes straight
 * to the booking's payment page; on failure it closes with a toast of the server's message.
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

  const navigate = useNavigate();
  const booking = useCreateBooking({
    mutationConfig: {
      onSuccess: ({ insertedId }) => {
        notifySuccess('Booking confirmed');
        void navigate(paths.payment(insertedId));
      },
      onError: notifyError,
      onSettled: onClose,
    },
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
      confirmLabel="Book"
      busy={booking.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Booking form">
        <Prefilled>
          <dt>Name</dt>
          <dd>{user?.displayName ?? ''}</dd>
          <dt>Email</dt>
          <dd>{user?.email ?? ''}</dd>
          <dt>Product name</dt>
          <dd>{product.title}</dd>
          <dt>Price</dt>
          <dd>{dollars(toCents(product.resprice))}</dd>
        </Prefilled>
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
        {/* Enter in a field submits like the Book button. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
