import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { PageHeading } from '../components/PageHeading';
import { isChunkLoadError } from './stale-chunk';

interface State {
  failed: boolean;
  /** A chunk of the app could not be fetched: only a reload can bring it. */
  staleChunk: boolean;
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

/** Part of the app did not arrive (stale after a redeploy, or the connection dropped). */
function PageNeedsReload({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow" role="alert">
      <PageHeading>{t('errorBoundary.reloadTitle')}</PageHeading>
      <p className="page__lead">{t('errorBoundary.reloadBody')}</p>
      <Button onClick={reload}>{t('errorBoundary.reload')}</Button>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** How the page reloads: the browser's own reload, unless a test looks on. */
  reload?: () => void;
}

/** The last net: an unexpected error shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, staleChunk: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, staleChunk: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.staleChunk) {
      return <PageNeedsReload reload={this.props.reload ?? (() => window.location.reload())} />;
    }
    if (this.state.failed) {
      return <SomethingWentWrong onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
