/** Catches anything unexpected in rendering and offers a way back to the table. */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 24, maxWidth: 520, margin: '10vh auto', textAlign: 'center' }}>
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" onClick={onRetry} style={{ minHeight: 44, padding: '0 20px' }}>
        {t('error.retry')}
      </button>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error) {
      return <Fallback onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))} />;
    }
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
