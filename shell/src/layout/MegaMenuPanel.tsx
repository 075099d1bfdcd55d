import { Link } from 'react-router-dom';
import { useLocalName } from 'shared-lib/i18n';
import { useGetParentCategoriesQuery } from 'shared-lib/store';
import styles from './MegaMenu.module.css';

/** The mega menu's panel: every parent category with its categories. */
export function MegaMenuPanel() {
  const { data: parents = [] } = useGetParentCategoriesQuery();
  const nameOf = useLocalName();
  return (
    <div id="mega-menu" className={styles.megaPanel} data-testid="mega-menu">
      {parents.map((parent) => (
        <div key={parent.id} className={styles.megaColumn}>
          <p className={styles.megaHeading}>{nameOf(parent)}</p>
          <ul>
            {parent.categories.map((category) => (
              <li key={category.id}>
                <Link to={`/home/buy-medicine/category/${category.id}`}>{nameOf(category)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
