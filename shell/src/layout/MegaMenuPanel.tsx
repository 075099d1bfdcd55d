import { Link } from 'react-router-dom';
import { useGetParentCategoriesQuery } from 'shared-lib/store';
import styles from './MegaMenu.module.css';

/** The mega menu's panel: every parent category with its categories. */
export function MegaMenuPanel() {
  const { data: parents = [] } = useGetParentCategoriesQuery();
  return (
    <div id="mega-menu" className={styles.megaPanel} data-testid="mega-menu">
      {parents.map((parent) => (
        <div key={parent.id} className={styles.megaColumn}>
          <p className={styles.megaHeading}>{parent.name}</p>
          <ul>
            {parent.categories.map((category) => (
              <li key={category.id}>
                <Link to={`/home/buy-medicine/category/${category.id}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
