import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import '../styles/vendor.css';
import { subscribeToasts } from '../lib/toast.ts';

/** Spec §8: error, success, warning and info toasts, top-centre; widths are set in CSS. */
export default function ToastHost() {
  useEffect(() => subscribeToasts(({ kind, message }) => toast[kind](message)), []);
  return <ToastContainer position="top-center" newestOnTop closeOnClick pauseOnFocusLoss={false} theme="colored" />;
}
