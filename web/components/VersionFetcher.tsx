import { useEffect } from "react";
import { useApi } from "../api/context.ts";
import { version } from "../../shared/api/system.ts";

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
      .call(version)
      .then((answer) => {
        if (!cancelled) document.documentElement.dataset.serverVersion = answer.version;
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [api]);
  return null;
}
