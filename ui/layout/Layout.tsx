import type { ReactNode } from 'react';
import { ProgressBar } from '../islands/ProgressBar';
import { Bottom } from './Bottom';
import { shellLabels } from './labels';
import type { LayoutModel } from './layout-model';
import { Notices } from './Notices';
import { TopNav } from './TopNav';

/** SPEC 2.6 layout: notices, top navigation, the routed view, bottom section. Notices sit in the banner landmark. */
export function Layout({ model, children }: { model: LayoutModel; children: ReactNode }) {
  const labels = shellLabels(model.locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {labels.skip}
      </a>
      <ProgressBar />
      <header className="site-header">
        <Notices notices={model.notices} />
        <TopNav model={model} labels={labels} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Bottom model={model} labels={labels} />
    </>
  );
}
