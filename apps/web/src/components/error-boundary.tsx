import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

function Fallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-panel">
      <h2>{t('error.title')}</h2>
      <p>{t('error.body')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

/** Catches a render error in one part of the page so the rest (header, footer) keeps working. */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: string | undefined }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string | undefined }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <Fallback /> : this.props.children;
  }
}
