// The interface's Korean-first font, self-hosted: split by Unicode range, so a page loads only the
// pieces its text uses (Hangul, Latin, Vietnamese), whatever fonts the machine has.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './apollo/client';
import { App } from './app/App';
import { installPreloadErrorHandler, isChunkLoadError, reloadForChunkError } from './app/chunkReload';
import { detectLocale } from './i18n/detect';
import { loadMessages, type Messages } from './i18n/messages';

installPreloadErrorHandler();
// Resume the session from the refresh cookie while the first messages load.
void restoreSession();

const initialLocale = detectLocale();
const container = document.getElementById('root');

function render(messages: Messages) {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App initialLocale={initialLocale} initialMessages={messages} />
    </StrictMode>,
  );
}

loadMessages(initialLocale)
  .then(render)
  .catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    // The English defaults in the code still make a usable interface.
    render({});
  });
