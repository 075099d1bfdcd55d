/** The tab buttons of a profile page (doctor, patient); each controls the page's one panel, `#profile-panel`. */
import styles from './profile.module.css';

export interface ProfileTabEntry<T extends string> {
  id: T;
  label: string;
}

interface ProfileTabButtonsProps<T extends string> {
  tabs: readonly ProfileTabEntry<T>[];
  active: T;
  onSelect: (tab: T) => void;
}

export function ProfileTabButtons<T extends string>({ tabs, active, onSelect }: ProfileTabButtonsProps<T>) {
  return (
    <>
      {tabs.map((entry) => (
        <button
          key={entry.id}
          type="button"
          role="tab"
          id={`tab-${entry.id}`}
          aria-selected={active === entry.id}
          aria-controls="profile-panel"
          className={active === entry.id ? styles.tabActive : styles.tab}
          onClick={() => onSelect(entry.id)}
        >
          {entry.label}
        </button>
      ))}
    </>
  );
}
