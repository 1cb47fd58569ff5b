// The client's page at /c/{token} (docs/architecture.md, "Coaching"): one script with React and the
// player, no app, no federation. The gateway sends the app's page with a loading card in the frame;
// this draws the plan there. Nothing is drawn on the server: "today" is the browser's own date.
import { PAGE_FRAME_ATTRIBUTE } from '@blockbeat/contracts';
import { createRoot } from 'react-dom/client';
import { ClientPageApp } from '../features/client-page/components/ClientPageApp';

const frame = document.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`);
const token = /^\/c\/([^/]+)\/?$/.exec(location.pathname)?.[1];
if (frame && token) {
  frame.removeAttribute(PAGE_FRAME_ATTRIBUTE);
  frame.textContent = '';
  createRoot(frame).render(<ClientPageApp token={decodeURIComponent(token)} />);
}
