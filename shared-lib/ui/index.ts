// the first-render part by its shared module's name: one copy of the toasts' and dialogs' state per page
export { SpinnerOverlay, EntrySpinner, useEntrySpinner, popup, showPopup, confirmSave, confirm, showSessionExpired, type ConfirmChoice, notify, Toasts } from 'shared-lib/ui/core';
export { Price, type PriceProps } from './Price';
export { StockBadge } from './StockBadge';
export { Placeholder } from './Placeholder';
export { renderStandalone } from './standalone';
export { Modal } from './Modal';
export { OrderStatusBadge } from './OrderStatusBadge';
export { default as formStyles } from './forms.module.css';
export { Field, FieldFrame, visibleError, type FieldClasses, type FieldForm } from './FormField';
export { PasswordField } from './PasswordField';
export { DoctorAvatar } from './DoctorAvatar';
export { GenderOptions } from './GenderOptions';
export { ProfileTabButtons, type ProfileTabEntry } from './ProfileTabButtons';
export { default as profileStyles } from './profile.module.css';
export { default as signupStyles } from './signup.module.css';
