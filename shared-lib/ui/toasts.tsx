/** Toasts (react-toastify): 5000 ms, top-right, newest on top, paused while hovered. */
import { Slide, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_OPTIONS } from 'shared-lib/domain';

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

export const notify = {
  success: (message: string, title?: string) => toast.success(content(message, title)),
  info: (message: string, title?: string) => toast.info(content(message, title)),
  warning: (message: string, title?: string) => toast.warning(content(message, title)),
  error: (message: string, title?: string) => toast.error(content(message, title)),
};

export function Toasts() {
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
