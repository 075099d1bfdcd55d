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
        <form className={styles.edit} onSubmit={save} aria-label={`Edit the group of ${group.words[0]}`}>
          <label htmlFor={inputId} className={formStyles.label}>
            Words, separated by commas
          </label>
          <input id={inputId} className={formStyles.input} value={words} onChange={(event) => setWords(event.target.value)} />
          <div className={styles.buttons}>
            <button type="submit" className={formStyles.primary} disabled={updating.isLoading}>
              Save
            </button>
            <button
              type="button"
              className={formStyles.secondary}
              onClick={() => {
                setWords(group.words.join(', '));
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <ul className={styles.words} aria-label={`Synonyms of ${group.words[0]}`}>
            {group.words.map((word) => (
              <li key={word} className={styles.word}>
                {word}
              </li>
            ))}
          </ul>
          <div className={styles.buttons}>
            <button type="button" className={formStyles.secondary} onClick={() => setEditing(true)} aria-label={`Edit the group of ${group.words[0]}`}>
              Edit
            </button>
            <button
              type="button"
              className={formStyles.secondary}
              disabled={removing.isLoading}
              aria-label={`Remove the group of ${group.words[0]}`}
              onClick={() => void run(() => remove(group.id).unwrap(), SYNONYM_MESSAGES.removed)}
            >
              Remove
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function SynonymsPage() {
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
          Search synonyms
        </h2>
      </div>
      <p className={ordersStyles.meta}>Words that mean the same to a shopper: a search for any of them also finds the others, from the next search on.</p>
      {forbidden ? (
        <p className={ordersStyles.empty} role="status">
          Only the house seller edits the search synonyms.
        </p>
      ) : error ? (
        <p className={ordersStyles.failure} role="alert">
          The synonyms could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <form className={`${formStyles.card} ${styles.add}`} onSubmit={submit} aria-label="Add a synonym group">
            <label htmlFor="synonym-new" className={formStyles.label}>
              New group: words or phrases, separated by commas
            </label>
            <input id="synonym-new" className={formStyles.input} value={words} placeholder="amla, आंवला, amalaki, indian gooseberry" onChange={(event) => setWords(event.target.value)} />
            <div className={styles.buttons}>
              <button type="submit" className={formStyles.primary} disabled={adding.isLoading || !words.trim()}>
                Add group
              </button>
            </div>
          </form>
          <div className={styles.find}>
            <label htmlFor="synonym-find" className={formStyles.label}>
              Find a group
            </label>
            <input id="synonym-find" type="search" className={formStyles.input} value={find} onChange={(event) => setFind(event.target.value)} />
          </div>
          <ul className={styles.groups} aria-busy={isFetching} aria-label="Synonym groups">
            {shown.map((group) => (
              <GroupRow key={`${group.id}-${group.updated_at}`} group={group} />
            ))}
          </ul>
          {!shown.length ? <p className={ordersStyles.empty}>{isFetching ? 'Loading synonyms…' : 'No synonym group matches.'}</p> : null}
        </>
      )}
    </section>
  );
}
