/** The product image (jpg, jpeg or png); the server checks what the file really is. */
import type { FormikProps } from 'formik';
import { MAX_UPLOAD_MB, PAN_IMAGE_ACCEPT } from 'shared-lib/domain';
import { visibleError, FieldFrame } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { ProductValues } from './product-schema';

export function ProductImageField({ form, current }: { form: FormikProps<ProductValues>; current?: string }) {
  const id = 'product-image';
  const error = visibleError(form, 'image');
  const allowed = `jpg, jpeg or png, at most ${MAX_UPLOAD_MB} MB.`;
  const hint = current ? `Choose a file only to replace the current image: ${allowed}` : allowed;
  return (
    <FieldFrame classes={formStyles} id={id} label="Product image" error={error} hint={hint} className={formStyles.full}>
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
