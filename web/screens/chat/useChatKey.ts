import { useCallback, useEffect, useState } from "react";

export type ChatKeyState = { state: "loading" } | { state: "locked" } | { state: "ready"; privateKey: CryptoKey };

/**
 * The person's chat private key in this browser: loading (until hydrated and read from IndexedDB), locked
 * (none here yet: the screen asks for the recovery key or passphrase), or ready. A page the server drew
 * locked (`drawnLocked`: the browser told it no key is here, web/chat/keyState.ts) starts locked, so the
 * set-up form is on its first screen; the store is read all the same, and a key found there opens the chats.
 * `checked` turns true once the store has been read. `unlocked` is called with the key the set-up made.
 */
export function useChatKey(userId: number, drawnLocked = false) {
  const [key, setKey] = useState<ChatKeyState>(drawnLocked ? { state: "locked" } : { state: "loading" });
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    // The key store (and the crypto under it) comes after the page's first load: nothing shows it before.
    import("../../chat/keys.ts")
      .then(({ storedChatKey }) => storedChatKey(userId))
      .then(
        (privateKey) => live && setKey(privateKey ? { state: "ready", privateKey } : { state: "locked" }),
        () => live && setKey({ state: "locked" }),
      )
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [userId]);
  const unlocked = useCallback((privateKey: CryptoKey) => setKey({ state: "ready", privateKey }), []);
  return { key, checked, unlocked };
}
