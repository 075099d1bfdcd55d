/** Add or change one of the seller's products: Formik + the shared rules; the sales price is computed, not typed. */
import { Formik, type FormikProps } from 'formik';
import { useMemo } from 'react';
import type { SellerProduct } from 'shared-lib/contract';
import { formatRupees, PRESCRIPTION_CLASS_LABELS, PRESCRIPTION_CLASSES } from 'shared-lib/domain';
import { RETURN_WINDOW_MAX } from 'shared-lib/domain/returns';
import { useGetBrandOptionsQuery, useGetCategoriesQuery } from 'shared-lib/store';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { ProductImageField } from './ProductImageField';
import { computedSalesPrice, emptyProduct, productSchema, valuesOf, type ProductValues } from './product-schema';
import styles from './products.module.css';

interface ProductFormProps {
  product?: SellerProduct;
  saving: boolean;
  onSave(values: ProductValues): Promise<void>;
  onCancel(): void;
}

const idPrefix = 'product';

function SalesPrice({ values }: { values: ProductValues }) {
  const price = computedSalesPrice(values);
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id="product-sales-price-label">
        Sales price
      </span>
      <output className={styles.salesPrice} aria-labelledby="product-sales-price-label" data-testid="product-sales-price">
        {price === null ? '—' : formatRupees(price)}
      </output>
      <p className={formStyles.hint}>Computed from the regular price and the discount.</p>
    </div>
  );
}

function Fields({ form, product, onCancel }: { form: FormikProps<ProductValues>; product?: SellerProduct; onCancel(): void }) {
  const { data: brands = [] } = useGetBrandOptionsQuery();
  const { data: categories = [] } = useGetCategoriesQuery();
  const common = { form, idPrefix, classes: formStyles };
  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Product</legend>
        <div className={formStyles.grid}>
          <Field {...common} name="name" label="Product name" maxLength={200} />
          <Field {...common} name="code" label="Product code" maxLength={40} />
          <Field {...common} name="name_hi" label="Hindi name" required={false} maxLength={200} hint="In Devanagari, e.g. अश्वगंधा टैबलेट. Shoppers who type Hindi find the product by it." />
          <Field {...common} name="brand_id" label="Brand">
            <option value="">Select brand</option>
            {brands.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            ))}
          </Field>
          <Field {...common} name="prescription_class" label="Prescription class" hint="Schedule X and narcotic drugs cannot be listed.">
            {PRESCRIPTION_CLASSES.map((value) => (
              <option key={value} value={value}>
                {PRESCRIPTION_CLASS_LABELS[value]}
              </option>
            ))}
          </Field>
          <Field {...common} name="category_id" label="Category">
            <option value="">Select category</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Field>
        </div>
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Price and stock</legend>
        <div className={formStyles.grid}>
          <Field {...common} name="regular_price" label="Regular price (₹)" inputMode="numeric" />
          <Field {...common} name="discount" label="Discount (%)" inputMode="numeric" />
          <SalesPrice values={form.values} />
          <Field {...common} name="in_stock_quantity" label="Stock" inputMode="numeric" />
          <Field {...common} name="return_window_days" label="Return window (days)" inputMode="numeric" hint={`Days after delivery an unopened item may be returned, 0 to ${RETURN_WINDOW_MAX}; 0: not returnable. Prescription medicines: 0.`} />
        </div>
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Description and delivery</legend>
        <div className={formStyles.grid}>
          <Field {...common} name="composition" label="Composition" required={false} multiline maxLength={1000} className={formStyles.full} hint="Botanical or classical ingredients, main ingredient first, e.g. Withania somnifera (root) 500 mg." />
          <Field {...common} name="short_description" label="Short description" multiline maxLength={500} className={formStyles.full} />
          <Field {...common} name="full_description" label="Full description (HTML)" multiline className={formStyles.full} hint="Simple HTML such as <p>, <ul> and <strong>; scripts are removed on save." />
          <ProductImageField form={form} current={product?.image} />
          <Field {...common} name="pincodes" label="Delivery pincodes" className={formStyles.full} hint="Comma-separated 6-digit pincodes, e.g. 560001, 110001. Leave empty to deliver everywhere." />
        </div>
      </fieldset>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={formStyles.primary} disabled={form.isSubmitting}>
          {product ? 'Save changes' : 'Add product'}
        </button>
      </div>
    </form>
  );
}

export function ProductForm({ product, saving, onSave, onCancel }: ProductFormProps) {
  const initialValues = useMemo(() => (product ? valuesOf(product) : emptyProduct), [product]);
  const schema = useMemo(() => productSchema(!product), [product]);
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSave} enableReinitialize>
      {(form) => <Fields form={{ ...form, isSubmitting: form.isSubmitting || saving }} product={product} onCancel={onCancel} />}
    </Formik>
  );
}
