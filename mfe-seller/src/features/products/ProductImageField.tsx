/** The product image (jpg, jpeg or png); the server checks what the file really is. */
import type { FormikProps } from 'formik';
import { MAX_UPLOAD_MB, PAN_IMAGE_ACCEPT } from 'shared-lib/domain';
import { visibleError, FieldFrame } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { ProductValues } from './product-schema';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function ProductImageField({ form, current }: { form: FormikProps<ProductValues>; current?: string }) {
  const { t } = useTranslation(SELLER_NS);
  const id = 'product-image';
  const error = visibleError(form, 'image');
  const hint = current ? t('productForm.imageReplaceHint', { mb: MAX_UPLOAD_MB }) : t('productForm.imageHint', { mb: MAX_UPLOAD_MB });
  return (
    <FieldFrame classes={formStyles} id={id} label={t('productForm.image')} error={error} hint={hint} className={formStyles.full}>
      <input
        id={id}
        name="image"
        type="file"
        accept={PAN_IMAGE_ACCEPT}
        className={formStyles.file}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error ${id}-hint`}
        onBlur={() => void form.setFieldTouched('image', true)}
        onChange={(event) => {
          void form.setFieldValue('image', event.currentTarget.files?.[0] ?? null);
          void form.setFieldTouched('image', true, false);
        }}
      />
    </FieldFrame>
  );
}
