import { useEffect, useRef, useState } from "react";
import { useShell } from "./guards.ts";

const scriptUrl = "https://accounts.google.com/gsi/client";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Google's identity script, fetched once and only when a client id is configured. */
function loadGoogle(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error("no google object")));
    script.onerror = () => reject(new Error("script failed to load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a later visit to the form may try again
    throw error;
  });
  return loading;
}

/**
 * "Sign in with Google", shown only when the server has a Google client id. Google's button hands back an
 * ID token (`credential`), which `onCredential` sends to the server to verify. If the script cannot be
 * loaded (offline, blocked) that is only logged: the other ways to sign in stay.
 */
export function GoogleButton({ onCredential }: { onCredential: (credential: string | null) => void }) {
  const { googleClientId } = useShell();
  const slot = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  latest.current = onCredential;
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!googleClientId) return;
    let current = true;
    loadGoogle().then(
      (google) => {
        const parent = slot.current;
        if (!current || !parent) return;
        google.accounts.id.initialize({
          client_id: googleClientId,
          callback: ({ credential }) => latest.current(credential ?? null),
        });
        google.accounts.id.renderButton(parent, {
          type: "standard",
          theme: "outline",
          size: "large",
          shape: "pill",
          text: "continue_with",
          width: Math.min(parent.clientWidth || 320, 400),
        });
      },
      (error: unknown) => {
        console.info("Sign-in with Google is unavailable:", String(error));
        if (current) setUnavailable(true);
      },
    );
    return () => {
      current = false;
    };
  }, [googleClientId]);

  if (!googleClientId || unavailable) return null;
  return (
    <div className="google-sign-in">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <div ref={slot} className="google-button" />
    </div>
  );
}
