import { ActionIcon, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSparkles, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { withAppDefaults } from '../../components/appIcon';
import classes from './launcher.module.css';

// The window, its socket and the markdown reader load on the first open (the button is in the first chunk).
const AssistantWindow = lazy(() => import('./AssistantWindow').then((module) => ({ default: module.AssistantWindow })));

const OpenIcon = withAppDefaults(IconSparkles, { size: 24 });
const CloseIcon = withAppDefaults(IconX, { size: 22 });

/** Shown above this viewport width only (spec 3 section 9: "only above width 767"). */
export const LAUNCHER_MEDIA = '(min-width: 768px)';

/**
 * The assistant's floating button at the bottom right of the signed-in app (a shell widget). The
 * first click loads the window; after that the window stays mounted while closed, so that the
 * conversation and an answer on its way survive closing it.
 */
export function AssistantLauncher() {
  const intl = useIntl();
  const wide = useMediaQuery(LAUNCHER_MEDIA);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!wide) return null;

  const label = opened
    ? intl.formatMessage({ id: 'assistant.launcher.close', defaultMessage: 'Close the AI assistant' })
    : intl.formatMessage({ id: 'assistant.launcher.open', defaultMessage: 'Open the AI assistant' });

  return (
    <>
      {loaded && (
        <Suspense
          fallback={
            <div className={classes.loading}>
              <Loader size="sm" />
            </div>
          }
        >
          <AssistantWindow opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
      <ActionIcon
        className={classes.launcher}
        size={52}
        radius="xl"
        variant="filled"
        aria-label={label}
        title={label}
        aria-expanded={opened}
        data-testid="assistant-launcher"
        onClick={() => {
          setLoaded(true);
          setOpened((value) => !value);
        }}
      >
        {opened ? <CloseIcon /> : <OpenIcon />}
      </ActionIcon>
    </>
  );
}
