// What the apps use of react-i18next, provided to the page as the 'react-i18next' singleton (issue 31). A
// shared module is never tree-shaken, so the package's other parts (Trans, HOCs, server helpers) would ride
// in the first render; this module's exports are the whole shared surface.
export { initReactI18next, useTranslation, I18nextProvider } from 'react-i18next';
