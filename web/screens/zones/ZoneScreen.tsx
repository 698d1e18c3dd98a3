import { useCallback, useEffect, useRef, useState } from "react";
import { ReportButton } from "../reports/ReportButton.tsx";
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLoaderData,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
  type LoaderFunctionArgs,
} from "../../router/index.ts";
import { saveZoneNotes, zone as zoneEndpoint, zoneNotes, type Zone } from "../../../shared/api/zones.ts";
import { listen } from "../../realtime/channel.ts";
import { apiOf } from "../../api/context.ts";
import { call } from "../../api/http.ts";
import { statusOf } from "../../api/apiError.ts";
import { useShell } from "../../auth/guards.ts";
import { ZoneView } from "../../zones/ZoneView.tsx";
import { sceneLoaders } from "../../zones/sceneLoaders.ts";
import type { SceneDefinition } from "../../zones/scene.ts";
import { avatarNames } from "../../zones/avatars.tsx";
import { EYE_HEIGHT } from "../../zones/movement.ts";
import { useZonePresence } from "./useZonePresence.ts";
import { useZoneTalk } from "./useZoneTalk.ts";
import { ZoneTalk } from "./ZoneTalk.tsx";
import { useChosenAvatar } from "./chosenAvatar.ts";
import { AskToEnter } from "./AskToEnter.tsx";
import { ZoneGuests } from "./ZoneGuests.tsx";
import { ZoneRoom } from "./ZoneRoom.tsx";
import "./ZoneScreen.css";

/** How long the notes box waits after the last key before saving. */
const NOTES_SAVE_DELAY_MS = 600;

/** The zone pages' frame: each zone route renders inside it; a zone whose mode refuses the visitor says so. */
export function Component() {
  return <Outlet />;
}

/**
 * 403 from a zone's mode (or 404 for no such zone): said plainly, inside the shell, with the way back. A
 * protected zone offers to ask its owner instead.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { slug } = useParams();
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) throw error;
  const refused = error.status === 403;
  if (refused && slug && (error.data as { code?: string } | null)?.code === "zone_protected")
    return <AskToEnter slug={slug} />;
  return (
    <main id="main" className="page zone-refused">
      <title>{`${refused ? "Not allowed" : "Zone not found"} · Virtual Worlds`}</title>
      <h1>{refused ? "Not allowed" : "Zone not found"}</h1>
      <p>
        {refused
          ? "This zone is not open to you. Its owner decides who may enter."
          : "There is no zone at this address."}
      </p>
      <Link className="button" to="/zones">
        Back to the zones
      </Link>
    </main>
  );
}

interface ZoneData {
  zone: Zone;
  notes: string;
}

/** The zone (its mode checked by the server: 403 or 404 become this route's error) and the visitor's notes. */
async function loadZone({ context }: LoaderFunctionArgs, slug: string): Promise<ZoneData> {
  const api = apiOf(context);
  try {
    const params = { slug };
    const [zone, notes] = await Promise.all([api.call(zoneEndpoint, { params }), api.call(zoneNotes, { params })]);
    return { zone, notes: notes.text };
  } catch (error) {
    const status = statusOf(error);
    // The refusal's code goes with it: a protected zone's page offers to ask its owner.
    const code = (error as { code?: unknown }).code;
    if (status === 403 || status === 404) throw data({ code: typeof code === "string" ? code : null }, { status });
    throw error;
  }
}

/** A built-in zone's route: its scene is loaded with the route, so the page and its world come together. */
export function builtinZonePage(scene: SceneDefinition) {
  return {
    loader: (args: LoaderFunctionArgs) => loadZone(args, scene.slug),
    // biome-ignore lint/correctness/noComponentHookFactories: one component per built-in scene, made once when the routes are listed
    Component: function BuiltinZonePage() {
      const { zone, notes } = useLoaderData() as ZoneData;
      return <ZoneScreen zone={zone} slug={scene.slug} scene={scene} notes={notes} />;
    },
  };
}

/** A created zone's route, /zones/{slug}: the world it shows is loaded once the server let the visitor in. */
export const createdZonePage = {
  loader: (args: LoaderFunctionArgs) => loadZone(args, args.params.slug ?? ""),
  Component: function CreatedZonePage() {
    const { zone, notes } = useLoaderData() as ZoneData;
    const slug = zone.path.slice("/zones/".length);
    const [scene, setScene] = useState<SceneDefinition | null>(null);
    useEffect(() => {
      let live = true;
      void sceneLoaders[zone.scene]?.().then((module) => live && setScene(module.default));
      return () => {
        live = false;
      };
    }, [zone.scene]);
    return <ZoneScreen key={slug} zone={zone} slug={slug} scene={scene} notes={notes} />;
  },
};

interface ZoneScreenProps {
  zone: Zone;
  slug: string;
  scene: SceneDefinition | null;
  notes: string;
}

/** One zone: its name and mode, the 3D world with the others in it, and the visitor's notes kept on the server. */
function ZoneScreen({ zone, slug, scene, notes: savedNotes }: ZoneScreenProps) {
  const { user } = useShell();
  const notes = useSavedNotes(slug, savedNotes);
  const [avatar, chooseAvatar] = useChosenAvatar();
  const [x, y, z] = scene?.spawn ?? [0, EYE_HEIGHT, 0];
  // `?with=<username>`: a friend's link, arriving in their room.
  const [search] = useSearchParams();
  const presence = useZonePresence(slug, avatar, [x, y - EYE_HEIGHT, z], search.get("with") ?? undefined);
  const talk = useZoneTalk(slug);
  useShutOut(slug);
  const owned = !zone.builtin && zone.mode !== "public" && !!user && zone.owner === user.username;
  return (
    <main id="main" className="page zone-page" data-zone-page={slug}>
      <title>{`${zone.name} · Virtual Worlds`}</title>
      <header className="zone-page-header">
        <Link to="/zones" className="button">
          <span aria-hidden="true">←</span> Zones
        </Link>
        <h1>{zone.name}</h1>
        {!zone.builtin && (
          <p className="muted zone-page-about">
            {/* The owner's username exactly as they wrote it: only the sentence's first letter is raised. */}
            {sentenceCase(zone.mode)} zone{zone.owner ? ` by ${zone.owner}` : ""}
          </p>
        )}
        {!zone.builtin && zone.id !== null && zone.owner !== user?.username && (
          <ReportButton target={{ kind: "zone", id: zone.id }} label={`the zone ${zone.name}`} />
        )}
        <ZoneRoom
          room={presence.room}
          friends={presence.friends}
          join={presence.join}
          joinNews={presence.joinNews}
          username={user?.username}
        />
        <label className="zone-page-avatar">
          Appear as{" "}
          <select value={avatar} onChange={(e) => chooseAvatar(e.target.value === "2" ? 2 : 1)}>
            {([1, 2] as const).map((choice) => (
              <option key={choice} value={choice}>
                Avatar {choice} ({avatarNames[choice]})
              </option>
            ))}
          </select>
        </label>
        <p className="muted zone-page-saved" role="status">
          {notes.state === "saved" ? "Notes saved" : notes.state === "failed" ? "Your notes could not be saved." : ""}
        </p>
      </header>
      {owned && zone.mode !== "public" && <ZoneGuests slug={slug} mode={zone.mode} />}
      <div className="zone-page-stage">
        {scene ? (
          <ZoneView
            scene={scene}
            self={user ? { name: user.name, avatar } : undefined}
            people={presence.people}
            bubbles={talk.bubbles}
            onMove={presence.onMove}
            notes={notes.text}
            onNotesChange={notes.change}
          />
        ) : (
          <p className="zone-view zone-view-loading" aria-busy="true">
            Loading {zone.name}…
          </p>
        )}
        {user && <ZoneTalk log={talk.log} say={talk.say} userId={user.id} />}
      </div>
    </main>
  );
}

function sentenceCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Taken out of the zone (an invitation revoked, an approval taken back): the page asks again and shows the refusal. */
function useShutOut(slug: string) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(
    () =>
      listen("zone-access", (news) => {
        if (news.slug === slug && news.access !== "allowed") void revalidate.current();
      }),
    [slug],
  );
}

/** The notes box's text, saved on the server a moment after the last change (and when the page is left). */
function useSavedNotes(slug: string, saved: string) {
  const [text, setText] = useState(saved);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setState("saving");
    try {
      await call(saveZoneNotes, { params: { slug }, body: { text: next } });
      setState(pending.current === null ? "saved" : "saving");
    } catch {
      setState("failed");
    }
  }, [slug]);

  useEffect(() => () => void flush(), [flush]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      pending.current = next;
      setState("saving");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), NOTES_SAVE_DELAY_MS);
    },
    [flush],
  );
  return { text, state, change };
}
