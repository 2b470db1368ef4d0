import { useSubscription } from '@apollo/client/react';
import { Suspense, useRef, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { ViewerUpdatedDocument } from '../../apollo/operations';
import { useRouteFillsContent } from '../../app/routeHandle';
import { useScrollMemory } from '../../app/useScrollMemory';
import { useTimezoneSync } from '../../app/useTimezoneSync';
import type { NavigationEntry } from '../../app/feature';
import { useViewer } from '../../app/useViewer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { TodoDrawerProvider } from '../todo';
import { WorkspaceDialogsProvider } from '../workspace';
import { Header } from './Header';
import { LiveUpdatesOff } from './LiveUpdatesOff';
import { Sidebar } from './Sidebar';
import classes from './shell.module.css';

interface Props {
  readonly navigation: readonly NavigationEntry[];
  /** The features' widgets beside the pages (app/feature.ts `shellWidgets`), inside the layout's providers. */
  readonly widgets?: readonly ComponentType[];
}

/** The signed-in frame: a 220 px sidebar, a 43 px header and a content area that scrolls on its own. */
export function AppLayout({ navigation, widgets = [] }: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const contentRef = useRef<HTMLElement>(null);
  const fillsContent = useRouteFillsContent();

  useTimezoneSync(viewer);
  useScrollMemory(contentRef);
  // Keeps the cached profile current when it changes in another tab or device.
  useSubscription(ViewerUpdatedDocument, { skip: !viewer });

  return (
    <WorkspaceDialogsProvider>
      <TodoDrawerProvider>
        <a
          href="#main-content"
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
        >
          {intl.formatMessage({ id: 'common.skipToContent', defaultMessage: 'Skip to content' })}
        </a>
        <div className={classes.shell}>
          <Sidebar viewer={viewer} navigation={navigation} />
          <div className={classes.column}>
            <Header viewer={viewer} />
            <LiveUpdatesOff />
            <main
              className={classes.content}
              ref={contentRef}
              id="main-content"
              tabIndex={-1}
              data-fills={fillsContent || undefined}
            >
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        </div>
        {widgets.map((Widget, index) => (
          <Widget key={Widget.displayName ?? index} />
        ))}
      </TodoDrawerProvider>
    </WorkspaceDialogsProvider>
  );
}
