import { renderToString } from 'react-dom/server';
import { inSlots, type PageRenderer, pageFrame } from '../render/render-page';

/** The same page as the product renders it, serialised in one piece with React's renderToString. */
export const renderPageToString: PageRenderer = async (c, page) => {
  const frame = await pageFrame(c, page, true);
  const markup = await Promise.all(inSlots<string | Promise<string>>(frame.shell, frame.notices, renderToString(frame.ready)));
  return new Response(markup.join(''), { status: frame.status, headers: frame.headers });
};
