/**
 * Search synonyms in the seller dashboard (issue 30): the house seller edits the groups of words that mean
 * the same to a shopper (amla = आंवला = amalaki = Indian gooseberry). A search for any word of a group also
 * finds the others, from the next search on. Other sellers are told the list is the house seller's.
 */
import { type FormEvent, useState } from 'react';
import type { SynonymGroup } from 'shared-lib/contract';
import { SYNONYM_MESSAGES } from 'shared-lib/domain/search';
import type { HttpError } from 'shared-lib/store';
import { useAddSynonymGroupMutation, useGetSynonymGroupsQuery, useRemoveSynonymGroupMutation, useUpdateSynonymGroupMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import ordersStyles from '../orders/orders.module.css';
import styles from './synonyms.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

const messageOf = (error: unknown) => (error as HttpError | undefined)?.message ?? 'Please try again.';

async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work();
    notify.success(done);
    return true;
  } catch (error) {
    notify.error(messageOf(error));
    return false;
  }
}

function GroupRow({ group }: { group: SynonymGroup }) {
  const { t } = useTranslation(SELLER_NS);
  const [editing, setEditing] = useState(false);
  const [words, setWords] = useState(group.words.join(', '));
  const [update, updating] = useUpdateSynonymGroupMutation();
  const [remove, removing] = useRemoveSynonymGroupMutation();
  const inputId = `synonym-group-${group.id}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => update({ id: group.id, words }).unwrap(), SYNONYM_MESSAGES.saved)) setEditing(false);
  };
  return (
    <li className={styles.group} data-testid="synonym-group">
      {editing ? (
        <form className={styles.edit} onSubmit={save} aria-label={t('synonyms.editOf', { word: group.words[0] })}>
          <label htmlFor={inputId} className={formStyles.label}>
            {t('synonyms.words')}
          </label>
          <input id={inputId} className={formStyles.input} value={words} onChange={(event) => setWords(event.target.value)} />
          <div className={styles.buttons}>
            <button type="submit" className={formStyles.primary} disabled={updating.isLoading}>
              {t('synonyms.save')}
            </button>
            <button
              type="button"
              className={formStyles.secondary}
              onClick={() => {
                setWords(group.words.join(', '));
                setEditing(false);
              }}
            >
              {t('synonyms.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <ul className={styles.words} aria-label={t('synonyms.of', { word: group.words[0] })}>
            {group.words.map((word) => (
              <li key={word} className={styles.word}>
                {word}
              </li>
            ))}
          </ul>
          <div className={styles.buttons}>
            <button type="button" className={formStyles.secondary} onClick={() => setEditing(true)} aria-label={t('synonyms.editOf', { word: group.words[0] })}>
              {t('synonyms.edit')}
            </button>
            <button
              type="button"
              className={formStyles.secondary}
              disabled={removing.isLoading}
              aria-label={t('synonyms.removeOf', { word: group.words[0] })}
              onClick={() => void run(() => remove(group.id).unwrap(), SYNONYM_MESSAGES.removed)}
            >
              {t('synonyms.remove')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function SynonymsPage() {
  const { t } = useTranslation(SELLER_NS);
  const { data: groups = [], isFetching, error } = useGetSynonymGroupsQuery();
  const [add, adding] = useAddSynonymGroupMutation();
  const [words, setWords] = useState('');
  const [find, setFind] = useState('');
  const forbidden = (error as HttpError | undefined)?.status === 403;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => add(words).unwrap(), SYNONYM_MESSAGES.saved)) setWords('');
  };
  const needle = find.trim().toLowerCase();
  const shown = needle ? groups.filter((group) => group.words.some((word) => word.includes(needle))) : groups;
  return (
    <section aria-labelledby="synonyms-title">
      <div className={ordersStyles.head}>
        <h2 id="synonyms-title" className={ordersStyles.title}>
          {t('dashboard.synonyms')}
        </h2>
      </div>
      <p className={ordersStyles.meta}>{t('synonyms.intro')}</p>
      {forbidden ? (
        <p className={ordersStyles.empty} role="status">
          {t('synonyms.houseOnly')}
        </p>
      ) : error ? (
        <p className={ordersStyles.failure} role="alert">
          {t('synonyms.failed')}
        </p>
      ) : (
        <>
          <form className={`${formStyles.card} ${styles.add}`} onSubmit={submit} aria-label={t('synonyms.addLabel')}>
            <label htmlFor="synonym-new" className={formStyles.label}>
              {t('synonyms.newGroup')}
            </label>
            <input id="synonym-new" className={formStyles.input} value={words} placeholder={t('synonyms.placeholder')} onChange={(event) => setWords(event.target.value)} />
            <div className={styles.buttons}>
              <button type="submit" className={formStyles.primary} disabled={adding.isLoading || !words.trim()}>
                {t('synonyms.add')}
              </button>
            </div>
          </form>
          <div className={styles.find}>
            <label htmlFor="synonym-find" className={formStyles.label}>
              {t('synonyms.find')}
            </label>
            <input id="synonym-find" type="search" className={formStyles.input} value={find} onChange={(event) => setFind(event.target.value)} />
          </div>
          <ul className={styles.groups} aria-busy={isFetching} aria-label={t('synonyms.groups')}>
            {shown.map((group) => (
              <GroupRow key={`${group.id}-${group.updated_at}`} group={group} />
            ))}
          </ul>
          {!shown.length ? <p className={ordersStyles.empty}>{isFetching ? t('synonyms.loading') : t('synonyms.none')}</p> : null}
        </>
      )}
    </section>
  );
}
