/** Add or change one of the seller's products: Formik + the shared rules; the sales price is computed, not typed. */
import { Formik, type FormikProps } from 'formik';
import { useMemo } from 'react';
import type { SellerProduct } from 'shared-lib/contract';
import { formatRupees, hasPharmacyDetails, needsPrescription, PHARMACY_MESSAGES, PRESCRIPTION_CLASS_LABELS, PRESCRIPTION_CLASSES } from 'shared-lib/domain';
import { useGetBrandOptionsQuery, useGetCategoriesQuery, useGetSellerProfileQuery } from 'shared-lib/store';
import { RETURN_WINDOW_MAX } from 'shared-lib/domain/returns';
import { Field, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { ProductImageField } from './ProductImageField';
import { computedSalesPrice, emptyProduct, productSchema, valuesOf, type ProductValues } from './product-schema';
import styles from './products.module.css';
import { useDomainTexts, useLocalName, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

interface ProductFormProps {
  product?: SellerProduct;
  saving: boolean;
  onSave(values: ProductValues): Promise<void>;
  onCancel(): void;
}

const idPrefix = 'product';

function SalesPrice({ values }: { values: ProductValues }) {
  const { t } = useTranslation(SELLER_NS);
  const price = computedSalesPrice(values);
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id="product-sales-price-label">
        {t('productForm.salesPrice')}
      </span>
      <output className={styles.salesPrice} aria-labelledby="product-sales-price-label" data-testid="product-sales-price">
        {price === null ? '—' : formatRupees(price)}
      </output>
      <p className={formStyles.hint}>{t('productForm.salesPriceHint')}</p>
    </div>
  );
}

function Fields({ form, product, onCancel }: { form: FormikProps<ProductValues>; product?: SellerProduct; onCancel(): void }) {
  const { t } = useTranslation(SELLER_NS);
  const classLabels = useDomainTexts('prescriptionClass', PRESCRIPTION_CLASS_LABELS);
  const pharmacyTexts = useDomainTexts('pharmacy', PHARMACY_MESSAGES);
  const online = useOnline();
  const { data: brands = [] } = useGetBrandOptionsQuery();
  const { data: categories = [] } = useGetCategoriesQuery();
  const nameOf = useLocalName();
  const { data: profile } = useGetSellerProfileQuery();
  // issue 28: prescription medicines only with the registered pharmacist and the drug licence on record (Profile tab)
  const pharmacyMissing = profile !== undefined && !hasPharmacyDetails(profile) && needsPrescription(form.values.prescription_class);
  const common = { form, idPrefix, classes: formStyles };
  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-label={product ? t('productForm.edit') : t('productForm.add')}>
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{t('productForm.product')}</legend>
        <div className={formStyles.grid}>
          <Field {...common} name="name" label={t('productForm.name')} maxLength={200} />
          <Field {...common} name="code" label={t('productForm.code')} maxLength={40} />
          <Field {...common} name="name_hi" label={t('productForm.nameHi')} required={false} maxLength={200} hint={t('productForm.nameHiHint')} />
          <Field {...common} name="brand_id" label={t('productForm.brand')}>
            <option value="">{t('productForm.selectBrand')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            ))}
          </Field>
          <Field {...common} name="prescription_class" label={t('productForm.rxClass')} hint={pharmacyMissing ? pharmacyTexts.neededForPrescriptionClass : t('productForm.rxClassHint')}>
            {PRESCRIPTION_CLASSES.map((value) => (
              <option key={value} value={value}>
                {classLabels[value]}
              </option>
            ))}
          </Field>
          <Field {...common} name="category_id" label={t('productForm.category')}>
            <option value="">{t('productForm.selectCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {nameOf(category)}
              </option>
            ))}
          </Field>
        </div>
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{t('productForm.priceStock')}</legend>
        <div className={formStyles.grid}>
          <Field {...common} name="regular_price" label={t('productForm.regularPrice')} inputMode="numeric" />
          <Field {...common} name="discount" label={t('productForm.discount')} inputMode="numeric" />
          <SalesPrice values={form.values} />
          <Field {...common} name="in_stock_quantity" label={t('productForm.stock')} inputMode="numeric" />
          <Field {...common} name="return_window_days" label={t('productForm.returnWindow')} inputMode="numeric" hint={t('productForm.returnWindowHint', { max: RETURN_WINDOW_MAX })} />
        </div>
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{t('productForm.description')}</legend>
        <div className={formStyles.grid}>
          <Field {...common} name="composition" label={t('productForm.composition')} required={false} multiline maxLength={1000} className={formStyles.full} hint={t('productForm.compositionHint')} />
          <Field {...common} name="short_description" label={t('productForm.short')} multiline maxLength={500} className={formStyles.full} />
          <Field {...common} name="full_description" label={t('productForm.full')} multiline className={formStyles.full} hint={t('productForm.fullHint')} />
          <ProductImageField form={form} current={product?.image} />
          <Field {...common} name="pincodes" label={t('productForm.pincodes')} className={formStyles.full} hint={t('productForm.pincodesHint')} />
        </div>
      </fieldset>
      <NeedsNetworkNotice />
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('productForm.cancel')}
        </button>
        <button type="submit" className={formStyles.primary} disabled={form.isSubmitting || !online}>
          {product ? t('productForm.save') : t('productForm.add')}
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
