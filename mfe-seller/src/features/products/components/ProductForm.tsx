import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CONDITIONS, LIMITS } from '@replay/contract';
import {
  ApiClientError,
  ErrorText,
  SelectField,
  TextAreaField,
  TextField,
  getErrorMessage,
  notifyError,
  useCategories,
} from '@replay/platform';
import { ImageUploadError } from '../../../api/upload-photos';
import { PhotosField } from '../../../components/photos/PhotosField';
import { TouchButton } from '../../../components/TouchButton';
import { productFormFields, productRules, type ProductFormValues } from '../product-rules';
import { FeePreview } from './FeePreview';
import { ListingPreview } from './ListingPreview';

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  /* minmax(0, …): a column never grows to its fields' natural width, so the form fits a phone. */
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Form = styled.form`
  max-width: 1080px;
`;

/** The fields, and beside them on a wide screen the card's preview, kept in sight while scrolling. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 760px) minmax(0, 280px);
    align-items: start;
    aside {
      position: sticky;
      top: ${({ theme }) => theme.space(4)};
    }
  }
`;

const CONDITION_OPTIONS = [
  { value: '', label: 'Select a condition' },
  ...CONDITIONS.map((c) => ({ value: c, label: c })),
];

/** The inputs of a price in dollars and cents, and of a whole number of years. */
const PRICE_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
const YEARS_INPUT = { type: 'number', inputMode: 'numeric', step: '1' } as const;

const PHOTOS_HINT = `1 to ${LIMITS.productImagesMax} photos; the first is the cover. Change the order from a photo's More menu, or drag it (with the keyboard: focus Drag, press Space, use the arrow keys, press Space again).`;

/** The fields typed or chosen (the photos have a field of their own). */
type TypedField = Exclude<keyof ProductFormValues, 'photos'>;

/** Server field names that differ from the form's. */
const SERVER_FIELD: Partial<Record<string, keyof ProductFormValues>> = { imageUrl: 'photos', images: 'photos' };

export interface ProductFormProps {
  /** The form's accessible name ("Add Product", "Edit product"). */
  label: string;
  initial: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the valid values; what it throws is shown on the fields it names, or under the form. */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  /** Shown under the form's error, for the error it is (Edit's "Reload"). */
  recovery?: (error: unknown) => ReactNode;
  /** The seller's usual mobile and location (their profile), put in those fields while they are empty. */
  prefill?: { mobile: string; location: string };
}

/**
 * A listing's fields and photos, as Add Product and Edit show them: the rules of product-rules.ts
 * before anything is sent; then a failed upload on the photos, the server's field errors on their
 * fields, any other failure under the form (and as a toast), everything typed kept.
 */
export function ProductForm({ label, initial, submitLabel, busyLabel, onSubmit, recovery, prefill }: ProductFormProps) {
  const categories = useCategories();
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: initial });

  // A listing's category can be selected only once the categories are there to choose from.
  const loaded = Boolean(categories.data);
  useEffect(() => {
    if (loaded && initial.category_id) setValue('category_id', initial.category_id);
  }, [loaded, initial.category_id, setValue]);

  // The profile may arrive after the form shows: it fills only what is still empty.
  const { mobile = '', location = '' } = prefill ?? {};
  useEffect(() => {
    if (mobile && !getValues('mobile')) setValue('mobile', mobile);
    if (location && !getValues('location')) setValue('location', location);
  }, [mobile, location, getValues, setValue]);

  function showFailure(error: unknown) {
    if (error instanceof ImageUploadError) {
      setError('photos', { message: error.message });
    } else if (error instanceof ApiClientError && error.errors) {
      let unmatched = false;
      for (const [serverField, message] of Object.entries(error.errors)) {
        const field = SERVER_FIELD[serverField] ?? (serverField as keyof ProductFormValues);
        if (productFormFields.includes(field)) setError(field, { message });
        else unmatched = true;
      }
      if (unmatched) setFailure({ error, message: error.message });
    } else {
      setFailure({ error, message: getErrorMessage(error) });
    }
    notifyError(error);
  }

  async function submit(values: ProductFormValues) {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(error);
    }
  }

  const categoryOptions = [
    { value: '', label: categories.isPending ? 'Loading categories…' : 'Select a category' },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.category_name })),
  ];

  /** A field's registration with its rule, and its error. */
  const field = (name: TypedField) => ({ error: errors[name]?.message, ...register(name, productRules[name]) });

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label={label}>
      <Layout>
        <Grid>
          <Wide>
            <Controller
              name="photos"
              control={control}
              rules={productRules.photos}
              render={({ field }) => (
                <PhotosField
                  photos={field.value}
                  onChange={field.onChange}
                  error={errors.photos?.message}
                  max={LIMITS.productImagesMax}
                  cover
                  hint={PHOTOS_HINT}
                />
              )}
            />
          </Wide>
          <Wide>
            <TextField label="Title" {...field('title')} />
          </Wide>
          <SelectField
            label="Category"
            options={categoryOptions}
            disabled={categories.isPending}
            {...field('category_id')}
            error={
              errors.category_id?.message ??
              (categories.isError ? `Categories could not be loaded: ${getErrorMessage(categories.error)}` : undefined)
            }
          />
          <SelectField label="Condition" options={CONDITION_OPTIONS} {...field('condition')} />
          <Wide>
            <TextAreaField label="Description" {...field('description')} />
          </Wide>
          <TextField label="Location" autoComplete="address-level2" {...field('location')} />
          <TextField label="Mobile number" type="tel" autoComplete="tel" {...field('mobile')} />
          <TextField label="Original price" {...PRICE_INPUT} {...field('orgprice')} />
          <div>
            <TextField label="Resale price" {...PRICE_INPUT} {...field('resprice')} />
            <FeePreview control={control} />
          </div>
          <TextField label="Years of use" {...YEARS_INPUT} min="0" {...field('useYear')} />
          <TextField label="Purchase year" {...YEARS_INPUT} {...field('puryear')} />
        </Grid>
        <aside>
          <ListingPreview control={control} />
        </aside>
      </Layout>
      <TouchButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </TouchButton>
      {failure && (
        <>
          <ErrorText>{failure.message}</ErrorText>
          {recovery?.(failure.error)}
        </>
      )}
    </Form>
  );
}
