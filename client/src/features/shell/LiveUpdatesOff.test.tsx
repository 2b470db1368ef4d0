import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDomRoot } from '../../test/domRoot';
import { liveSocketFailedToOpen, liveSocketOpened, resetLiveStatus } from '../../apollo/liveStatus';
import vi_VN from './locales/vi-VN.json';
import { LiveUpdatesOff } from './LiveUpdatesOff';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = useDomRoot();
beforeEach(() => {
  resetLiveStatus();
  dom.render(
    <MantineProvider>
      <IntlProvider locale="vi-VN" messages={vi_VN as Record<string, string>}>
        <LiveUpdatesOff />
      </IntlProvider>
    </MantineProvider>,
  );
});
const container = () => dom.container();

/** The server's answer to POST /live/origin. */
const answering = (body: unknown) =>
  vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

describe('live updates', () => {
  it('are said to be off, with the reason and the accepted addresses, when the server refuses this origin', async () => {
    const ask = answering({
      accepted: false,
      origin: 'http://10.0.0.5:4000',
      acceptedOrigins: ['https://quarter.example.com', 'any page served from 10.0.0.5:4000'],
    });
    await act(() => liveSocketFailedToOpen(ask));
    expect(ask).toHaveBeenCalledWith('/live/origin', expect.objectContaining({ method: 'POST' }));
    const banner = container().querySelector('[data-testid="live-updates-off"]');
    expect(banner?.textContent).toContain('Cập nhật trực tiếp đang tắt');
    expect(banner?.textContent).toContain('http://10.0.0.5:4000');
    expect(banner?.textContent).toContain('https://quarter.example.com');
  });

  it('say nothing when the origin is accepted (the server was only down), or once a socket opened', async () => {
    await act(() =>
      liveSocketFailedToOpen(answering({ accepted: true, origin: 'http://localhost:4000', acceptedOrigins: [] })),
    );
    expect(container().querySelector('[data-testid="live-updates-off"]')).toBeNull();
    act(() => liveSocketOpened());
    const ask = answering({ accepted: false, origin: 'x', acceptedOrigins: [] });
    await act(() => liveSocketFailedToOpen(ask));
    expect(ask).not.toHaveBeenCalled();
    expect(container().querySelector('[data-testid="live-updates-off"]')).toBeNull();
  });
});
