import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CONDITIONS, paths } from '@replay/contract';
import {
  ApiClientError,
  Button,
  ErrorText,
  FileField,
  SelectField,
  TextAreaField,
  TextField,
  getErrorMessage,
  notifyError,
  notifySuccess,
  useCategories,
} from '@replay/platform';
import { ImageUploadError, useAddProduct } from '../api/add-product';
import {
  emptyProductForm,
  productFormFields,
  productRules,
  toProductPayload,
  type ProductFormValues,
} from '../product-rules';

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
`;

const Form = styled.form`
  max-width: 760px;
`;

const CONDITION_OPTIONS = [
  { value: '', label: 'Select a condition' },
  ...CONDITIONS.map((c) => ({ value: c, label: c })),
];

/** Server field names that differ from the form's. */
const SERVER_FIELD: Partial<Record<string, keyof ProductFormValues>> = { imageUrl: 'image' };

/**
 * Add Product: the image is uploaded first and the product is posted
 * only when the upload succeeded; a failure keeps everything typed and says what went wrong.
 */
export function AddProductForm() {
  const navigate = useNavigate();
  const categories = useCategories();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: emptyProductForm });
  const addProduct = useAddProduct();

  function showFailure(error: unknown) {
    if (error instanceof ImageUploadError) {
      setError('image', { message: error.message }, { shouldFocus: true });
    } else if (error instanceof ApiClientError && error.errors) {
      let unmatched = false;
      for (const [serverField, message] of Object.entries(error.errors)) {
        const field = SERVER_FIELD[serverField] ?? (serverField as keyof ProductFormValues);
        if (productFormFields.includes(field)) setError(field, { message });
        else unmatched = true;
      }
      if (unmatched) setFormError(error.message);
    } else {
      setFormError(getErrorMessage(error));
    }
    notifyError(error);
  }

  async function onSubmit(values: ProductFormValues) {
    setFormError('');
    try {
      await addProduct.mutateAsync({ product: toProductPayload(values), image: values.image![0]! });
    } catch (error) {
      return showFailure(error);
    }
    notifySuccess('Product Added Successfully');
    await navigate(paths.myProducts);
  }

  const categoryOptions = [
    { value: '', label: categories.isPending ? 'Loading categories…' : 'Select a category' },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.category_name })),
  ];

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Add Product">
      <Grid>
        <Wide>
          <TextField label="Title" error={errors.title?.message} {...register('title', productRules.title)} />
        </Wide>
        <SelectField
          label="Category"
          options={categoryOptions}
          disabled={categories.isPending}
          error={
            errors.category_id?.message ??
            (categories.isError ? `Categories could not be loaded: ${getErrorMessage(categories.error)}` : undefined)
          }
          {...register('category_id', productRules.category_id)}
        />
        <SelectField
          label="Condition"
          options={CONDITION_OPTIONS}
          error={errors.condition?.message}
          {...register('condition', productRules.condition)}
        />
        <Wide>
          <TextAreaField
            label="Description"
            error={errors.description?.message}
            {...register('description', productRules.description)}
          />
        </Wide>
        <TextField
          label="Location"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...register('location', productRules.location)}
        />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          error={errors.mobile?.message}
          {...register('mobile', productRules.mobile)}
        />
        <TextField
          label="Original price"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.orgprice?.message}
          {...register('orgprice', productRules.orgprice)}
        />
        <TextField
          label="Resale price"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.resprice?.message}
          {...register('resprice', productRules.resprice)}
        />
        <TextField
          label="Years of use"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          error={errors.useYear?.message}
          {...register('useYear', productRules.useYear)}
        />
        <TextField
          label="Purchase year"
          type="number"
          inputMode="numeric"
          step="1"
          error={errors.puryear?.message}
          {...register('puryear', productRules.puryear)}
        />
        <Wide>
          <FileField
            label="Product image"
            accept="image/*"
            error={errors.image?.message}
            {...register('image', productRules.image)}
          />
        </Wide>
      </Grid>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Adding product…' : 'Add Product'}
      </Button>
      {formError && <ErrorText>{formError}</ErrorText>}
    </Form>
  );
}
