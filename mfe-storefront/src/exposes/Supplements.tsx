export { SupplementsPage as default } from '../features/pages/SupplementsPage';
