/** react-toastify and its styles: loaded by ./toasts with the first toast, never on the first render. */
import { Slide, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-host.css';
import { TOAST_OPTIONS } from 'shared-lib/domain/core';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

function content(message: string, title?: string) {
  return title ? (
    <div>
      <strong style={{ display: 'block' }}>{title}</strong>
      <span>{message}</span>
    </div>
  ) : (
    message
  );
}

/** A toast shown before the container mounts waits in react-toastify's queue until it does. */
export function showToast(kind: ToastKind, message: string, title?: string): void {
  toast[kind](content(message, title));
}

export function ToastHost() {
  return (
    <ToastContainer
      position={TOAST_OPTIONS.position}
      autoClose={TOAST_OPTIONS.timeOut}
      newestOnTop={TOAST_OPTIONS.newestOnTop}
      pauseOnHover
      closeOnClick
      transition={Slide}
    />
  );
}
