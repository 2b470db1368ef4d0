import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { PushPublicKeyDocument, SubscribePushDocument, UnsubscribePushDocument } from './pushOperations';

export type PushState = 'loading' | 'unsupported' | 'denied' | 'off' | 'on';

const SERVICE_WORKER = '/push-sw.js';

function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** VAPID keys travel as base64url; the Push API wants the raw bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Push notifications on this device: the state, and switching them on (asks permission) or off. */
export function usePushDevice() {
  const client = useApolloClient();
  const [state, setState] = useState<PushState>('loading');
  const [subscribe] = useMutation(SubscribePushDocument);
  const [unsubscribe] = useMutation(UnsubscribePushDocument);

  const readState = useCallback(async () => {
    if (!supportsPush()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    setState((await currentSubscription()) ? 'on' : 'off');
  }, []);

  useEffect(() => {
    void readState();
  }, [readState]);

  const turnOn = useCallback(async () => {
    if ((await Notification.requestPermission()) !== 'granted') return void (await readState());
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
    await navigator.serviceWorker.ready;
    const { data } = await client.query({ query: PushPublicKeyDocument, fetchPolicy: 'network-only' });
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data!.pushPublicKey),
    });
    const json = subscription.toJSON();
    await subscribe({
      variables: {
        input: {
          endpoint: subscription.endpoint,
          p256dh: json.keys?.['p256dh'] ?? '',
          auth: json.keys?.['auth'] ?? '',
        },
      },
    });
    setState('on');
  }, [client, readState, subscribe]);

  const turnOff = useCallback(async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await unsubscribe({ variables: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setState('off');
  }, [unsubscribe]);

  return { state, turnOn, turnOff };
}
