/** A labelled image picker (jpg, jpeg, png) with a preview of the chosen file and its message. */
import type { FormikProps } from 'formik';
import { useEffect, useState } from 'react';
import { formStyles as styles } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

interface ImageInputProps<V extends object> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  idPrefix: string;
  required?: boolean;
}

export function ImageInput<V extends object>({ form, name, label, idPrefix, required = true }: ImageInputProps<V>) {
  const { t } = useTranslation(DOCTOR_NS);
  const id = `${idPrefix}-${name}`;
  const file = form.values[name] as unknown as File | null;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const error = form.touched[name] || file ? (form.errors[name] as string | undefined) : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span className={styles.required} aria-hidden="true">*</span> : <span className={styles.hint}> {t('image.optional')}</span>}
      </label>
      <div className={styles.imageRow}>
        {preview ? <img className={styles.preview} src={preview} alt="" width={56} height={56} /> : null}
        <input
          id={id}
          name={name}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className={styles.fileInput}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
          onBlur={() => void form.setFieldTouched(name, true)}
          onChange={(event) => {
            void form.setFieldValue(name, event.currentTarget.files?.[0] ?? null);
            void form.setFieldTouched(name, true, false);
          }}
        />
      </div>
      <p className={styles.hint}>{t('image.types')}</p>
      <p className={styles.error} id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
