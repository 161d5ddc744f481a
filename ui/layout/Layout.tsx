import type { ReactNode } from 'react';
import { ProgressBar } from '../islands/ProgressBar';
import { Bottom } from './Bottom';
import { ChunkFailure } from './ChunkFailure';
import { shellLabels } from './labels';
import type { LayoutModel } from './layout-model';
import { TopNav } from './TopNav';

export interface LayoutProps {
  model: LayoutModel;
  /** The site notices (see Notices): content, so they follow the navigation in the stream. */
  notices: ReactNode;
  children: ReactNode;
}

/**
 * The layout (docs/product/menus-and-layout.md#layout): notices, top navigation, the routed view, bottom section. The notices come after
 * the navigation in the markup, still inside the banner landmark, so the navigation can go out before
 * any content has answered; the stylesheet shows them above it (`.site-header > .notices`).
 */
export function Layout({ model, notices, children }: LayoutProps) {
  const labels = shellLabels(model.locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {labels.skip}
      </a>
      <ProgressBar />
      <header className="site-header">
        <TopNav model={model} labels={labels} />
        {notices}
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Bottom model={model} labels={labels} />
      <ChunkFailure message={labels.chunkFailed} reload={labels.reload} />
    </>
  );
}
