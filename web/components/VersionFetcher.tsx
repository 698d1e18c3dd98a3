import { useEffect } from "react";
import { useApi } from "../api/context.ts";

/**
 * Headless: asks the server for its version once the page has loaded and records it on <html
 * data-server-version>, where support staff, the /version page and the tests can read which release
 * answered. A failure leaves the attribute absent; nothing the user does depends on it.
 */
export function VersionFetcher() {
  const api = useApi();
  useEffect(() => {
    let cancelled = false;
    api
      .version()
      .then(({ version }) => {
        if (!cancelled) document.documentElement.dataset.serverVersion = version;
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [api]);
  return null;
}
