/** Saves the form: create (image required) or update (image optional); the server's message on refusal. */
import { useState } from 'react';
import type { SellerProduct } from 'shared-lib/contract';
import { errorMessage } from 'shared-lib/http';
import { useCreateProductMutation, useUpdateProductMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import { fieldsOf, type ProductValues } from './product-schema';

export function useSaveProduct(product: SellerProduct | undefined, onSaved: () => void) {
  const [create, created] = useCreateProductMutation();
  const [update, updated] = useUpdateProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (values: ProductValues) => {
    setFailure(null);
    const request = { fields: fieldsOf(values), image: values.image };
    try {
      if (product) await update({ id: product.id, ...request }).unwrap();
      else await create(request).unwrap();
      notify.success('Product saved');
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return { save, saving: created.isLoading || updated.isLoading, failure };
}
