/** The doctors page (route `doctors`, open to everyone): filters, sort and one card per doctor. */
import { useSearchParams } from 'react-router-dom';
import type { DoctorListQuery } from 'shared-lib/contract';
import { CONSULTATION_LANGUAGES, DOCTOR_SORTS, type DoctorSort, FEE_BANDS, type FeeBandId } from 'shared-lib/domain/consultations';
import { useGetSpecialitiesByStreamQuery, useGetStreamsQuery } from 'shared-lib/store';
import { useGetConsultDoctorsQuery } from 'shared-lib/store/appointments';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import { DoctorListCard } from './DoctorListCard';
import styles from './consult.module.css';

function queryOf(params: URLSearchParams): DoctorListQuery {
  const number = (name: string) => (params.get(name) ? Number(params.get(name)) : undefined);
  return {
    stream_id: number('stream_id'),
    speciality_id: number('speciality_id'),
    language: number('language'),
    fee_band: (params.get('fee_band') as FeeBandId | null) ?? undefined,
    available_today: params.get('available_today') === 'true' || undefined,
    sort: (params.get('sort') as DoctorSort | null) ?? undefined,
  };
}

export function FindDoctorPage() {
  const { t } = useTranslation(DOCTOR_NS);
  const { languageName } = useFormats();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const { data: doctors, isLoading, isError } = useGetConsultDoctorsQuery(query);
  const { data: streams = [] } = useGetStreamsQuery();
  const { data: specialities = [] } = useGetSpecialitiesByStreamQuery(query.stream_id ?? 0, { skip: !query.stream_id });
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // a speciality belongs to one stream
    if (name === 'stream_id') next.delete('speciality_id');
    setParams(next, { replace: true });
  };
  return (
    <section className={styles.page} aria-labelledby="find-doctor-title">
      <h1 id="find-doctor-title" className={styles.title}>
        {t('find.title')}
      </h1>
      <p className={styles.lead}>{t('find.lead')}</p>
      <form className={styles.filters} aria-label={t('find.filters')} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('find.stream')}
          <select value={query.stream_id ?? ''} onChange={(event) => set('stream_id', event.target.value)}>
            <option value="">{t('find.allStreams')}</option>
            {streams.map((stream) => (
              <option key={stream.id} value={stream.id}>
                {stream.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('find.speciality')}
          <select value={query.speciality_id ?? ''} disabled={!query.stream_id} onChange={(event) => set('speciality_id', event.target.value)}>
            <option value="">{query.stream_id ? t('find.allSpecialities') : t('find.streamFirst')}</option>
            {specialities.map((speciality) => (
              <option key={speciality.id} value={speciality.id}>
                {speciality.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('find.language')}
          <select value={query.language ?? ''} onChange={(event) => set('language', event.target.value)}>
            <option value="">{t('find.anyLanguage')}</option>
            {Object.keys(CONSULTATION_LANGUAGES).map((id) => (
              <option key={id} value={id}>
                {languageName(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('find.fee')}
          <select value={query.fee_band ?? ''} onChange={(event) => set('fee_band', event.target.value)}>
            <option value="">{t('find.anyFee')}</option>
            {FEE_BANDS.map((band) => (
              <option key={band.id} value={band.id}>
                {t(`find.feeBand.${band.id}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('find.sortBy')}
          <select value={query.sort ?? 'next-available'} onChange={(event) => set('sort', event.target.value)}>
            {DOCTOR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`find.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={Boolean(query.available_today)} onChange={(event) => set('available_today', event.target.checked ? 'true' : '')} />
          {t('find.availableToday')}
        </label>
      </form>
      {isLoading && <p role="status">{t('find.loading')}</p>}
      {isError && <p role="alert">{t('find.failed')}</p>}
      {doctors && doctors.length === 0 && <p role="status">{t('find.none')}</p>}
      {doctors && doctors.length > 0 && (
        <ul className={styles.list} aria-label={t('find.list')}>
          {doctors.map((doctor) => (
            <DoctorListCard key={doctor.id} doctor={doctor} />
          ))}
        </ul>
      )}
    </section>
  );
}
