/** The doctors page (route `doctors`, open to everyone): filters, sort and one card per doctor. */
import { useSearchParams } from 'react-router-dom';
import type { DoctorListQuery } from 'shared-lib/contract';
import { CONSULTATION_LANGUAGES, DOCTOR_SORTS, type DoctorSort, FEE_BANDS, type FeeBandId } from 'shared-lib/domain/consultations';
import { useGetSpecialitiesByStreamQuery, useGetStreamsQuery } from 'shared-lib/store';
import { useGetConsultDoctorsQuery } from 'shared-lib/store/appointments';
import { DoctorListCard } from './DoctorListCard';
import styles from './consult.module.css';

const SORT_LABELS: Record<DoctorSort, string> = { 'next-available': 'Next available', experience: 'Experience', fee: 'Fee: low to high' };

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
        Consult an Ayurvedic doctor
      </h1>
      <p className={styles.lead}>Choose a doctor, pick a free slot and consult online. Times are India time (IST).</p>
      <form className={styles.filters} aria-label="Filter doctors" onSubmit={(event) => event.preventDefault()}>
        <label>
          Stream
          <select value={query.stream_id ?? ''} onChange={(event) => set('stream_id', event.target.value)}>
            <option value="">All streams</option>
            {streams.map((stream) => (
              <option key={stream.id} value={stream.id}>
                {stream.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Speciality
          <select value={query.speciality_id ?? ''} disabled={!query.stream_id} onChange={(event) => set('speciality_id', event.target.value)}>
            <option value="">{query.stream_id ? 'All specialities' : 'Choose a stream first'}</option>
            {specialities.map((speciality) => (
              <option key={speciality.id} value={speciality.id}>
                {speciality.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language
          <select value={query.language ?? ''} onChange={(event) => set('language', event.target.value)}>
            <option value="">Any language</option>
            {Object.entries(CONSULTATION_LANGUAGES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fee
          <select value={query.fee_band ?? ''} onChange={(event) => set('fee_band', event.target.value)}>
            <option value="">Any fee</option>
            {FEE_BANDS.map((band) => (
              <option key={band.id} value={band.id}>
                {band.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select value={query.sort ?? 'next-available'} onChange={(event) => set('sort', event.target.value)}>
            {DOCTOR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={Boolean(query.available_today)} onChange={(event) => set('available_today', event.target.checked ? 'true' : '')} />
          Available today
        </label>
      </form>
      {isLoading && <p role="status">Loading doctors…</p>}
      {isError && <p role="alert">The doctors could not be loaded. Please try again.</p>}
      {doctors && doctors.length === 0 && <p role="status">No doctor matches these filters.</p>}
      {doctors && doctors.length > 0 && (
        <ul className={styles.list} aria-label="Doctors">
          {doctors.map((doctor) => (
            <DoctorListCard key={doctor.id} doctor={doctor} />
          ))}
        </ul>
      )}
    </section>
  );
}
