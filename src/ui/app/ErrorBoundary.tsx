import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { PageHeading } from '../shared/components/PageHeading';
import { isChunkLoadError } from '../shared/stale-chunk';
import { PageShown } from './page-shown';

interface State {
  failed: boolean;
  /** A chunk of the app could not be fetched: only a reload can bring it. */
  staleChunk: boolean;
}

/** The words of each failure: anything unexpected, or part of the app that did not arrive. */
const FAILURES = {
  unexpected: {
    title: 'errorBoundary.title',
    body: 'errorBoundary.body',
    action: 'errorBoundary.retry',
  },
  staleChunk: {
    title: 'errorBoundary.reloadTitle',
    body: 'errorBoundary.reloadBody',
    action: 'errorBoundary.reload',
  },
} as const;

function Failure({ kind, onAction }: { kind: keyof typeof FAILURES; onAction: () => void }) {
  const { t } = useTranslation();
  const words = FAILURES[kind];
  return (
    <div className="page page--narrow" role="alert">
      <PageHeading>{t(words.title)}</PageHeading>
      <p className="page__lead">{t(words.body)}</p>
      <Button onClick={onAction}>{t(words.action)}</Button>
      {/* A failure is the page now: shown, and the footer's language switch live. */}
      <PageShown />
    </div>
  );
}

/**
 * The page shown when the portal's own services could not be fetched (the composition root's
 * chunk): without them no page can load, so only a reload helps.
 */
export function ReloadPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return <Failure kind="staleChunk" onAction={reload} />;
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
      const reload = this.props.reload ?? (() => window.location.reload());
      return <Failure kind="staleChunk" onAction={reload} />;
    }
    if (this.state.failed) {
      return <Failure kind="unexpected" onAction={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
