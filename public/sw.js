/*
 * The service worker: shows the web-push notifications the server sends (src/push/sender.ts) and opens
 * their page when one is clicked. A push carries `{title, body, url, tag}` and never a message's text.
 * Registered by /settings (web/screens/settings/PushSettings.tsx) at the site's root, so its scope is the
 * whole site.
 */
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const message = readMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/logo-a.svg",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only our own pages: a push could not send the browser elsewhere even if the server were told to.
  const target = url.origin === self.location.origin ? url.href : self.location.origin + "/";
  event.waitUntil(openOrFocus(target));
});

function readMessage(event) {
  try {
    const data = event.data?.json() ?? {};
    return {
      title: String(data.title ?? "Virtual Worlds"),
      body: String(data.body ?? ""),
      url: String(data.url ?? "/"),
      tag: data.tag ? String(data.tag) : undefined,
    };
  } catch {
    return { title: "Virtual Worlds", body: "", url: "/", tag: undefined };
  }
}

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) return open.focus();
  return self.clients.openWindow(url);
}
