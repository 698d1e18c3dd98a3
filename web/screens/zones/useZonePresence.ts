import { useCallback, useEffect, useRef, useState } from "react";
import { leaveZone, moveInZone, zonePresence, type ZoneAvatar, type ZonePresent } from "../../../shared/api/zones.ts";
import { call } from "../../api/http.ts";
import { listen } from "../../realtime/channel.ts";
import type { ZonePerson } from "../../zones/People.tsx";
import type { Vec3 } from "../../zones/scene.ts";
import { arrived, departed, facingWithinTurn } from "./zonePeople.ts";

/** Moving, the place goes out at most this often (the server takes ten a second). */
const MOVE_EVERY_MS = 150;
/** Standing still, it still goes out this often: the server forgets someone silent for 10 s. */
const STILL_EVERY_MS = 4_000;

/**
 * Being in a zone with others: the visitor's place goes to the server while it changes (and now and then
 * while still), the others arrive and leave over the realtime channel, and leaving the page (another route,
 * closing the tab, going to another site) leaves the zone. Answers the people to draw and the `onMove` to
 * give the zone view.
 */
export function useZonePresence(slug: string, avatar: ZoneAvatar, start: Vec3) {
  const [people, setPeople] = useState<ReadonlyMap<number, ZonePresent>>(new Map());
  const place = useRef<{ position: Vec3; rotationY: number }>({ position: start, rotationY: 0 });
  const sentAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const avatarNow = useRef(avatar);
  avatarNow.current = avatar;

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    sentAt.current = Date.now();
    timer.current = setTimeout(() => void send(), STILL_EVERY_MS);
    const { position, rotationY } = place.current;
    const [x, y, z] = position;
    const body = { x, y, z, ry: facingWithinTurn(rotationY), avatar: avatarNow.current };
    // A refused or lost update is followed by the next one; presence is best effort.
    await call(moveInZone, { params: { slug }, body }).catch(() => undefined);
  }, [slug]);

  // Who is there already: on arrival, and after a reconnect (signals missed meanwhile are not replayed).
  const meet = useCallback(async () => {
    const answer = await call(zonePresence, { params: { slug } }).catch(() => null);
    if (answer) setPeople(arrived(new Map(), answer.people));
  }, [slug]);

  const onMove = useCallback(
    (position: Vec3, rotationY: number) => {
      place.current = { position, rotationY };
      const wait = sentAt.current + MOVE_EVERY_MS - Date.now();
      clearTimeout(timer.current);
      if (wait <= 0) void send();
      else timer.current = setTimeout(() => void send(), wait);
    },
    [send],
  );

  // A new avatar is shown to the others at once.
  useEffect(() => {
    if (sentAt.current > 0) void send();
  }, [avatar, send]);

  useEffect(() => {
    const stopPresence = listen("zone-presence", (person) => {
      if (person.slug === slug) setPeople((known) => arrived(known, [person]));
    });
    const stopLeft = listen("zone-left", (left) => {
      if (left.slug === slug) setPeople((known) => departed(known, left.userId));
    });
    // A reconnected stream may have missed arrivals and departures (signals are not replayed): start afresh.
    const stopOpen = listen("open", () => {
      void send().then(meet);
    });
    const leave = () => {
      clearTimeout(timer.current);
      sentAt.current = 0;
      // keepalive: the request outlives the page; it carries the Bearer token as every API call does.
      void call(leaveZone, { params: { slug } }, { keepalive: true }).catch(() => undefined);
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void send();
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    void send().then(meet);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      stopPresence();
      stopLeft();
      stopOpen();
      leave();
    };
  }, [slug, send, meet]);

  return { people: [...people.values()].map(asPerson), onMove };
}

function asPerson(person: ZonePresent): ZonePerson {
  return {
    id: String(person.userId),
    name: person.name,
    avatar: person.avatar,
    position: person.position,
    rotationY: person.rotationY,
  };
}
