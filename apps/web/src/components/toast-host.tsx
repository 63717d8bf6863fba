import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import '../styles/vendor.css';
import { subscribeToasts, type ToastAction } from '../lib/toast.ts';

/** A toast's message with its button (the toast closes when the button is pressed). */
function WithAction({
  message,
  action,
  closeToast,
}: {
  message: string;
  action: ToastAction;
  closeToast?: () => void;
}) {
  return (
    <span className="toast-with-action">
      <span>{message}</span>
      <button
        type="button"
        className="button button-small toast-action"
        onClick={() => {
          closeToast?.();
          action.run();
        }}
      >
        {action.label}
      </button>
    </span>
  );
}

/** docs/product.md §8: error, success, warning and info toasts, top-centre; widths are set in CSS. */
export default function ToastHost() {
  useEffect(
    () =>
      subscribeToasts(({ kind, message, action }) =>
        action
          ? toast[kind](({ closeToast }) => <WithAction message={message} action={action} closeToast={closeToast} />, {
              autoClose: false,
              closeOnClick: false,
            })
          : toast[kind](message),
      ),
    [],
  );
  return <ToastContainer position="top-center" newestOnTop closeOnClick pauseOnFocusLoss={false} theme="colored" />;
}
