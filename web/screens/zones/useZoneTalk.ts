import { useCallback, useEffect, useRef, useState } from "react";
import { sayInZone, ZONE_BUBBLE_MS, type ZoneSaid } from "../../../shared/api/zones-talk.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import { listen } from "../../realtime/channel.ts";
import { heard } from "./zoneTalkLog.ts";

/**
 * Talking in a zone: what the visitor heard since the page opened (their own lines too), the bubbles shown
 * now above the speakers (one per person, the newest, for ZONE_BUBBLE_MS), and `say`. Nothing said before
 * the page opened is ever fetched: the server sends each line to those near enough when it was said.
 */
export function useZoneTalk(slug: string) {
  const [log, setLog] = useState<readonly ZoneSaid[]>([]);
  const [bubbles, setBubbles] = useState<ReadonlyMap<string, string>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const hear = useCallback((said: ZoneSaid) => {
    setLog((known) => heard(known, said));
    const speaker = String(said.userId);
    setBubbles((shown) => new Map(shown).set(speaker, said.text));
    clearTimeout(timers.current.get(speaker));
    timers.current.set(
      speaker,
      setTimeout(() => {
        timers.current.delete(speaker);
        setBubbles((shown) => {
          const next = new Map(shown);
          next.delete(speaker);
          return next;
        });
      }, ZONE_BUBBLE_MS),
    );
  }, []);

  useEffect(() => {
    const stop = listen("zone-said", (said) => {
      if (said.slug === slug) hear(said);
    });
    const pending = timers.current;
    return () => {
      stop();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [slug, hear]);

  /** Says `text`; answers null when said, or the words to show when refused. */
  const say = useCallback(
    async (text: string): Promise<string | null> => {
      try {
        const { message } = await call(sayInZone, { params: { slug }, body: { text } });
        hear(message);
        return null;
      } catch (error) {
        return error instanceof ApiError ? error.message : "Could not send. Check your connection and try again.";
      }
    },
    [slug, hear],
  );

  return { log, bubbles, say };
}
