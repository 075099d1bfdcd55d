export { SpinnerOverlay, EntrySpinner, useEntrySpinner } from './SpinnerOverlay';
export { Price, type PriceProps } from './Price';
export { StockBadge } from './StockBadge';
export { popup, showPopup, confirmSave, confirm, showSessionExpired, type ConfirmChoice } from './dialogs';
export { notify, Toasts } from './toasts';
export { Placeholder } from './Placeholder';
export { renderStandalone } from './standalone';
export { Modal } from './Modal';
export { OrderStatusBadge } from './OrderStatusBadge';
