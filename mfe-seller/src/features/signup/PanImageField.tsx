/** The PAN image file (jpg, png, jpeg); the server checks what the file really is. */
import type { FormikProps } from 'formik';
import { MAX_UPLOAD_MB, PAN_IMAGE_ACCEPT } from 'shared-lib/domain';
import { visibleError, FieldFrame } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { SellerValues } from './seller-schema';

export function PanImageField({ form, inputKey }: { form: FormikProps<SellerValues>; inputKey: number }) {
  const id = 'seller-pan_image';
  const error = visibleError(form, 'pan_image');
  return (
    <FieldFrame classes={formStyles} id={id} label="PAN image" error={error} hint={`A clear photo or scan of the PAN card: jpg, jpeg or png, at most ${MAX_UPLOAD_MB} MB.`} className={formStyles.full}>
      <input
        key={inputKey}
        id={id}
        name="pan_image"
        type="file"
        accept={PAN_IMAGE_ACCEPT}
        className={formStyles.file}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error ${id}-hint`}
        onBlur={() => void form.setFieldTouched('pan_image', true)}
        onChange={(event) => {
          void form.setFieldValue('pan_image', event.currentTarget.files?.[0] ?? null);
          void form.setFieldTouched('pan_image', true, false);
        }}
      />
    </FieldFrame>
  );
}
