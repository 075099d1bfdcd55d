/** The PAN image file (jpg, png, jpeg); the server checks what the file really is. */
import type { FormikProps } from 'formik';
import { MAX_UPLOAD_MB, PAN_IMAGE_ACCEPT } from 'shared-lib/domain';
import { visibleError, FieldFrame } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import type { SellerValues } from './seller-schema';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function PanImageField({ form, inputKey }: { form: FormikProps<SellerValues>; inputKey: number }) {
  const { t } = useTranslation(SELLER_NS);
  const id = 'seller-pan_image';
  const error = visibleError(form, 'pan_image');
  return (
    <FieldFrame classes={formStyles} id={id} label={t('signup.location.panImage')} error={error} hint={t('signup.location.panImageHint', { mb: MAX_UPLOAD_MB })} className={formStyles.full}>
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
