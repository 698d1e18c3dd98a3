import { useCallback, useEffect, useRef, useState } from "react";
import {
  joinFriendInZone,
  leaveZone,
  moveInZone,
  zonePresence,
  type ZoneAvatar,
  type ZoneFriend,
  type ZonePresent,
} from "../../../shared/api/zones.ts";
import { call } from "../../api/http.ts";
import { listen } from "../../realtime/channel.ts";
import type { ZonePerson } from "../../zones/People.tsx";
import type { Vec3 } from "../../zones/scene.ts";
import { arrived, departed, facingWithinTurn } from "./zonePeople.ts";

/** Moving, the place goes out at most this often (the server takes ten a second). */
const MOVE_EVERY_MS = 150;
/** Standing still, it still goes out this often: the server forgets someone silent for 10 s. */
const STILL_EVERY_MS = 4_000;
/** Who is here, which room and which friends are asked again this often (friends come and go between rooms). */
const MEET_EVERY_MS = 10_000;
/** The first move may reach another server process than the question: asked again this soon. */
const MEET_AGAIN_MS = 1_000;

/** The visitor's instance of the zone ("Room 2 of 3"), once the server has placed them. */
export interface ZoneRoom {
  instance: number;
  instances: number;
}

/**
 * Being in a zone with others: the visitor's place goes to the server while it changes (and now and then
 * while still), the others arrive and leave over the realtime channel, and leaving the page (another route,
 * closing the tab, going to another site) leaves the zone. The server puts the visitor in an instance (a room
 * of at most 25); only its people are shown. `withUsername` (the page's `?with=`) asks to arrive in that
 * friend's room. Answers the people to draw, the `onMove` to give the zone view, the room, the friends in the
 * zone with `join`, and what the last join said.
 */
export function useZonePresence(slug: string, avatar: ZoneAvatar, start: Vec3, withUsername?: string) {
  const [people, setPeople] = useState<ReadonlyMap<number, ZonePresent>>(new Map());
  const [room, setRoom] = useState<ZoneRoom | null>(null);
  const [friends, setFriends] = useState<readonly ZoneFriend[]>([]);
  const [joinNews, setJoinNews] = useState("");
  const place = useRef<{ position: Vec3; rotationY: number }>({ position: start, rotationY: 0 });
  const sentAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const avatarNow = useRef(avatar);
  avatarNow.current = avatar;

  const bodyNow = useCallback(() => {
    const [x, y, z] = place.current.position;
    return { x, y, z, ry: facingWithinTurn(place.current.rotationY), avatar: avatarNow.current };
  }, []);

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    sentAt.current = Date.now();
    timer.current = setTimeout(() => void send(), STILL_EVERY_MS);
    // A refused or lost update is followed by the next one; presence is best effort.
    await call(moveInZone, { params: { slug }, body: bodyNow() }).catch(() => undefined);
  }, [slug, bodyNow]);

  // Who is there already, the room and the friends: on arrival, on a new room, after a reconnect (signals
  // missed meanwhile are not replayed), and now and then.
  const meetAgain = useRef<ReturnType<typeof setTimeout>>(undefined);
  const meet = useCallback(async () => {
    clearTimeout(meetAgain.current);
    const answer = await call(zonePresence, { params: { slug } }).catch(() => null);
    meetAgain.current = setTimeout(() => void meet(), answer?.instance === null ? MEET_AGAIN_MS : MEET_EVERY_MS);
    if (!answer) return;
    setPeople(arrived(new Map(), answer.people));
    setFriends(answer.friends);
    if (answer.instance !== null) setRoom({ instance: answer.instance, instances: answer.instances });
  }, [slug]);

  /** Goes to a friend's room (the server checks the friendship and the room's space); says how it went. */
  const join = useCallback(
    async (username: string, name = username) => {
      clearTimeout(timer.current);
      sentAt.current = Date.now();
      timer.current = setTimeout(() => void send(), STILL_EVERY_MS);
      try {
        const joined = await call(joinFriendInZone, { params: { slug }, body: { ...bodyNow(), username } });
        setRoom(joined);
        setJoinNews(`You joined ${name} in room ${joined.instance}.`);
        return true;
      } catch (error) {
        setJoinNews(error instanceof Error ? error.message : "Could not join.");
        return false;
      } finally {
        void meet();
      }
    },
    [slug, send, bodyNow, meet],
  );
  const withFirst = useRef(withUsername);

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
    // Placed in another room (a join, or one too many where one was): its people replace the others.
    const stopRoom = listen("zone-instance", (news) => {
      if (news.slug !== slug) return;
      setRoom({ instance: news.instance, instances: news.instances });
      void meet();
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
    // Arriving through a friend's link: into their room, or (refused: the news says why) wherever there is room.
    const friend = withFirst.current;
    if (friend) void join(friend).then((joined) => (joined ? undefined : send().then(meet)));
    else void send().then(meet);
    return () => {
      clearTimeout(meetAgain.current);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      stopPresence();
      stopLeft();
      stopRoom();
      stopOpen();
      leave();
    };
  }, [slug, send, meet, join]);

  return { people: [...people.values()].map(asPerson), onMove, room, friends, join, joinNews };
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
