// Quarter's service worker: shows Web Push notifications and opens the app when one is clicked.
// The push payload is { userId, message, type, data: { notificationId, relatedId, relatedType, content } }.
self.addEventListener('push', (event) => {
  if (!event.data) return;
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return;
  }
  event.waitUntil(
    self.registration.showNotification('Quarter', {
      body: payload.message,
      icon: '/favicon.svg',
      tag: payload.data && payload.data.notificationId,
      data: payload.data,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      return open ? open.focus() : self.clients.openWindow('/');
    }),
  );
});
