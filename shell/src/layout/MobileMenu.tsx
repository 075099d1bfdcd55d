import { Modal } from 'shared-lib/ui';
import { Link } from 'react-router-dom';
import { useGetParentCategoriesQuery } from 'shared-lib/store';
import styles from './Header.module.css';

/** Phones: Home, Products grouped by parent category, Supplements, Consult a Doctor. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: parents = [] } = useGetParentCategoriesQuery();
  return (
    <Modal open={open} onClose={onClose} title="Menu" variant="drawer">
      <nav aria-label="Mobile" className={styles.mobileNav}>
        <Link to="/home" onClick={onClose}>
          Home
        </Link>
        <details>
          <summary>Products</summary>
          <Link to="/home/buy-medicine" onClick={onClose}>
            All products
          </Link>
          {parents.map((parent) => (
            <details key={parent.id} className={styles.mobileGroup}>
              <summary>{parent.name}</summary>
              {parent.categories.map((category) => (
                <Link key={category.id} to={`/home/buy-medicine/category/${category.id}`} onClick={onClose}>
                  {category.name}
                </Link>
              ))}
            </details>
          ))}
        </details>
        <Link to="/home/supplements" onClick={onClose}>
          Supplements
        </Link>
        <Link to="/doctors" onClick={onClose}>
          Consult a Doctor
        </Link>
      </nav>
    </Modal>
  );
}
