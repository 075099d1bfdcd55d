export { PolicyPage as default } from '../features/pages/PolicyPage';
