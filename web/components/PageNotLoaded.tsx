import { useState } from "react";
import { useRevalidator, useRouteError } from "../router/index.ts";
import { connectionState, useConnection } from "../api/connection.ts";
import { isChunkFailure } from "../api/networkFailure.ts";
import "./PageNotLoaded.css";

/**
 * A page that could not load because the server was out of reach, said in the content area (the shell
 * stays around it) with a way to try again: the place's data loads anew; a code chunk that failed is
 * fetched by loading the address anew once the server answers (a browser may keep the failed import).
 */
export function PageNotLoaded() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const state = useConnection();
  const [trying, setTrying] = useState(false);

  async function tryAgain() {
    if (isChunkFailure(error) && connectionState() === "online") return window.location.reload();
    setTrying(true);
    try {
      await revalidator.revalidate();
    } finally {
      setTrying(false);
    }
  }

  return (
    <main id="main" className="page-not-loaded">
      <title>Page not loaded · Virtual Worlds</title>
      <h1>This page could not load</h1>
      <p>
        {state === "offline"
          ? "You're offline. Check your connection, then try again."
          : "Virtual Worlds could not be reached. Please try again in a moment."}
      </p>
      <button
        type="button"
        className="button primary"
        onClick={() => void tryAgain()}
        disabled={trying}
        aria-busy={trying}
      >
        Try again
      </button>
    </main>
  );
}
