import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ show: vi.fn(() => 'toast-1'), update: vi.fn(), hide: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: calls }));

const { notifyProgress, notifySuccess, TOAST_ERROR_MS, TOAST_SUCCESS_MS } = await import('./notify');

describe('toasts', () => {
  beforeEach(() => {
    calls.show.mockClear();
    calls.update.mockClear();
    calls.hide.mockClear();
  });

  it('shows a green success for 3 s', () => {
    notifySuccess('Saved');
    expect(calls.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', autoClose: TOAST_SUCCESS_MS, message: 'Saved' }),
    );
  });

  it('shows a loading notice that stays, then turns it into the success in place', () => {
    const toast = notifyProgress('Sending…');
    expect(calls.show).toHaveBeenCalledWith(
      expect.objectContaining({ loading: true, autoClose: false, message: 'Sending…' }),
    );
    toast.success('Sent');
    expect(calls.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'toast-1',
        loading: false,
        color: 'green',
        autoClose: TOAST_SUCCESS_MS,
        message: 'Sent',
      }),
    );
  });

  it('turns the notice into a red error for 5 s, or takes it away', () => {
    const toast = notifyProgress('Deleting…');
    toast.error('Could not delete', 'Error');
    expect(calls.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'toast-1',
        loading: false,
        color: 'red',
        autoClose: TOAST_ERROR_MS,
        message: 'Could not delete',
        title: 'Error',
      }),
    );
    notifyProgress('Deleting…').dismiss();
    expect(calls.hide).toHaveBeenCalledWith('toast-1');
  });
});
