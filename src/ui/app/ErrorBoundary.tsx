import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { PageHeading } from '../components/PageHeading';

interface State {
  failed: boolean;
}

function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow" role="alert">
      <PageHeading>{t('errorBoundary.title')}</PageHeading>
      <p className="page__lead">{t('errorBoundary.body')}</p>
      <Button onClick={onRetry}>{t('errorBoundary.retry')}</Button>
    </div>
  );
}

/** The last net: an unexpected error shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) {
      return <SomethingWentWrong onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
