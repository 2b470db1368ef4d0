import 'graphiql/style.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './graphiql.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createClient } from 'graphql-ws';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { keepGraphiQLAccessible } from './accessibility';
import { exampleTabs } from './examples';

/**
 * GraphiQL for developers, served by the API at /graphiql (dist/client/graphiql.html). Everything
 * is bundled: it works without internet. Queries and mutations go to /graphql over HTTP, subscriptions
 * over graphql-ws on the same path; the bearer token from the field on top (a personal access token,
 * qpat_..., or a session's) is sent with both: as Authorization on HTTP (an Authorization header typed
 * into the headers editor wins) and as accessToken in connection_init. The token is kept in this tab's
 * sessionStorage only. "Use my session" asks refreshSession for a token with the app's refresh cookie.
 * It opens with the common jobs as tabs (examples.ts). This page is a developer tool and stays in English.
 * What it adds to GraphiQL for assistive technology and axe is in accessibility.ts and graphiql.css.
 */

const TOKEN_KEY = 'quarter.graphiql.token';
const GRAPHQL_URL = '/graphql';
const SUBSCRIPTION_URL = `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${GRAPHQL_URL}`;

let token = readToken();
let activeSocket: WebSocket | null = null;

function readToken(): string {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function saveToken(value: string): void {
  token = value.trim().replace(/^Bearer\s+/i, '');
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // ignore
  }
  // Reconnect the WebSocket so that it authenticates with the new token.
  if (activeSocket && activeSocket.readyState === WebSocket.OPEN) activeSocket.close(4205, 'Client Restart');
}

const wsClient = createClient({
  url: SUBSCRIPTION_URL,
  lazy: true,
  retryAttempts: 3,
  shouldRetry: () => true,
  connectionParams: () => (token ? { accessToken: token } : {}),
  on: {
    connected: (socket) => {
      activeSocket = socket as WebSocket;
    },
    closed: () => {
      activeSocket = null;
    },
  },
});

const fetchWithToken: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers, credentials: 'include' });
};

const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_URL,
  subscriptionUrl: SUBSCRIPTION_URL,
  wsClient,
  fetch: fetchWithToken,
});

async function tokenFromSession(): Promise<string | null> {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { refreshSession { accessToken } }' }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { refreshSession?: { accessToken?: string } | null } | null;
  } | null;
  return body?.data?.refreshSession?.accessToken ?? null;
}

function TokenBar() {
  const [value, setValue] = useState(token);
  const [status, setStatus] = useState<string>(token ? 'Token set' : 'No token: requests are anonymous');

  const apply = (next: string) => {
    setValue(next);
    saveToken(next);
    setStatus(token ? 'Token set' : 'No token: requests are anonymous');
  };

  const adoptSession = async () => {
    setStatus('Asking refreshSession…');
    try {
      const fresh = await tokenFromSession();
      if (fresh) apply(fresh);
      else setStatus('No session: log in to the app in this browser first');
    } catch {
      setStatus('The API cannot be reached');
    }
  };

  return (
    <div className="q-tokenbar">
      <strong className="q-title">Quarter GraphiQL</strong>
      <label className="q-field">
        <span>Bearer token</span>
        <input
          type="password"
          value={value}
          spellCheck={false}
          autoComplete="off"
          placeholder="qpat_… personal access token"
          aria-describedby="q-token-help"
          onChange={(event) => apply(event.currentTarget.value)}
        />
      </label>
      <a id="q-token-help" className="q-help" href="/auth/setting?tab=api" target="_blank" rel="noreferrer">
        Make a token in Profile settings, tab API
      </a>
      <button type="button" onClick={() => void adoptSession()}>
        Use my session
      </button>
      <button type="button" onClick={() => apply('')} disabled={!value}>
        Clear
      </button>
      <span className="q-status" role="status">
        {status}
      </span>
      <a className="q-back" href="/">
        Back to Quarter
      </a>
    </div>
  );
}

/** GraphiQL opens its stored tabs when it has some; on a first visit, the examples. */
function firstVisit(): boolean {
  try {
    return window.localStorage.getItem('graphiql:tabState') === null;
  } catch {
    return true;
  }
}

const TABS = exampleTabs();
// GraphiQL fills the first tab's variables editor from its `variables` prop, not from defaultTabs.
const FIRST_VARIABLES = firstVisit() ? TABS[0]!.variables : undefined;

function App() {
  const graphiql = useRef<HTMLDivElement>(null);
  useEffect(() => (graphiql.current ? keepGraphiQLAccessible(graphiql.current) : undefined), []);
  return (
    <div className="q-root">
      <TokenBar />
      <div className="q-graphiql" ref={graphiql}>
        <GraphiQL
          fetcher={fetcher}
          defaultTabs={TABS}
          variables={FIRST_VARIABLES}
          defaultEditorToolsVisibility="variables"
        />
      </div>
    </div>
  );
}

const container = document.getElementById('graphiql-root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
