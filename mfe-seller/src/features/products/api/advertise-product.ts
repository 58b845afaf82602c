import { api, type Product } from '@replay/contract';
import { ensureAcknowledged, queryKeys, useApiMutation, type ApiClient } from '@replay/platform';

/**
 * POST /product/advertise?email= with the spec's advertisement payload (the server reads
 * productId); acknowledged means success.
 */
export const advertiseProduct = (client: ApiClient, product: Product, email = '') =>
  client
    .call(api.advertiseProduct, {
      query: { email },
      body: {
        productId: product._id,
        title: product.title,
        resprice: product.resprice,
        status: product.status,
        imageUrl: product.imageUrl,
        sellerEmail: product.sellerEmail ?? email,
      },
    })
    .then((result) => ensureAcknowledged(result, 'The product could not be advertised'));

// The seller's list shows the badge; the home carousel now includes the product.
export const useAdvertiseProduct = () =>
  useApiMutation({ mutationFn: advertiseProduct, invalidates: () => [queryKeys.products] });
