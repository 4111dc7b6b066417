import { Component, type ReactNode } from 'react';

/**
 * A part the page can do without (the consent banner, a chunk of its own in the footer): should it
 * fail, its chunk not arriving among others, it is left out and the page stays. Without this the
 * failure would reach the root, outside the page's own boundary, and React would unmount the app.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
