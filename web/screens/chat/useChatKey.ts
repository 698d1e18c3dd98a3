import { useCallback, useEffect, useState } from "react";

export type ChatKeyState = { state: "loading" } | { state: "locked" } | { state: "ready"; privateKey: CryptoKey };

/**
 * The person's chat private key in this browser: loading (until hydrated and read from IndexedDB), locked
 * (none here yet: the screen asks for the password or passphrase), or ready. `unlocked` is called with the
 * key the unlock form made.
 */
export function useChatKey(userId: number) {
  const [key, setKey] = useState<ChatKeyState>({ state: "loading" });
  useEffect(() => {
    let live = true;
    // The key store (and the crypto under it) comes after the page's first load: nothing shows it before.
    import("../../chat/keys.ts")
      .then(({ storedChatKey }) => storedChatKey(userId))
      .then(
        (privateKey) => live && setKey(privateKey ? { state: "ready", privateKey } : { state: "locked" }),
        () => live && setKey({ state: "locked" }),
      );
    return () => {
      live = false;
    };
  }, [userId]);
  const unlocked = useCallback((privateKey: CryptoKey) => setKey({ state: "ready", privateKey }), []);
  return { key, unlocked };
}
