import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "../../router/index.ts";
import { createZone, type ZoneAvatar, type ZoneMode } from "../../../shared/api/zones.ts";
import { builtinZone, builtinZones, ZONE_CREATION_MS, zoneOptionsRequired } from "../../../shared/zones.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import "./CreateZonePage.css";

const modes: { value: ZoneMode; label: string; about: string }[] = [
  { value: "public", label: "Public", about: "open to everyone" },
  { value: "private", label: "Private", about: "restricted access" },
  { value: "protected", label: "Protected", about: "limited to approved users" },
];

/** How often the simulated progress moves on. */
const PROGRESS_STEP_MS = 100;

/**
 * /create-zones: the zone form. Creating runs the specification's 3-second progress while the server stores
 * the zone, then says so and goes to the zone's own address.
 */
export function Component() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [zone, setZone] = useState("");
  const [mode, setMode] = useState<ZoneMode | "">("");
  const [autoAccess, setAutoAccess] = useState(false);
  const [avatar, setAvatar] = useState<ZoneAvatar | 0>(0);
  const [broadcastNotify, setBroadcastNotify] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!zone || !mode || !avatar) {
      notify.error(zoneOptionsRequired);
      return;
    }
    const started = Date.now();
    setProgress(0);
    const ticker = setInterval(
      () => setProgress(Math.min(100, Math.round(((Date.now() - started) / ZONE_CREATION_MS) * 100))),
      PROGRESS_STEP_MS,
    );
    try {
      const zoneName = name.trim() || builtinZone(zone)!.name;
      const [{ path }] = await Promise.all([
        call(createZone, { body: { name: zoneName, zone, mode, autoAccess, avatar, broadcastNotify } }),
        new Promise((resolve) => setTimeout(resolve, ZONE_CREATION_MS)),
      ]);
      if (!live.current) return;
      notify.success(`Zone "${zoneName}" created successfully!`);
      navigate(path);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "The zone could not be created.");
      setProgress(null);
    } finally {
      clearInterval(ticker);
    }
  }

  const creating = progress !== null;
  return (
    <main id="main" className="page create-zone-page">
      <title>Create a zone · Virtual Worlds</title>
      <h1>Create a zone</h1>
      <form className="card create-zone-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="zone-name">Zone name</label>
          <input
            id="zone-name"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="My zone"
            disabled={creating}
          />
        </div>
        <div className="field">
          <label htmlFor="zone-choice">Zone</label>
          <select id="zone-choice" value={zone} onChange={(e) => setZone(e.target.value)} disabled={creating}>
            <option value="">Choose a zone</option>
            {builtinZones.map((z) => (
              <option key={z.slug} value={z.slug}>
                {z.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field create-zone-modes" disabled={creating}>
          <legend>Mode</legend>
          {modes.map((m) => (
            <label key={m.value}>
              <input
                type="radio"
                name="mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
              />
              <span>
                {m.label} <span className="muted create-zone-about">({m.about})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="create-zone-flag">
          <input
            type="checkbox"
            checked={autoAccess}
            onChange={(e) => setAutoAccess(e.target.checked)}
            disabled={creating}
          />
          <span>
            Auto-access <span className="muted">(your friends enter without an invitation or a request)</span>
          </span>
        </label>
        <div className="field">
          <label htmlFor="zone-avatar">Avatar</label>
          <select
            id="zone-avatar"
            value={avatar}
            onChange={(e) => setAvatar(Number(e.target.value) as ZoneAvatar | 0)}
            disabled={creating}
          >
            <option value={0}>Choose an avatar</option>
            <option value={1}>Avatar 1</option>
            <option value={2}>Avatar 2</option>
          </select>
        </div>
        <label className="create-zone-flag">
          <input
            type="checkbox"
            checked={broadcastNotify}
            onChange={(e) => setBroadcastNotify(e.target.checked)}
            disabled={creating}
          />
          <span>
            Broadcast-notify <span className="muted">(tell your friends that the zone opened)</span>
          </span>
        </label>
        {creating && (
          <progress className="create-zone-progress" max={100} value={progress} aria-label="Creating the zone" />
        )}
        <button type="submit" className="button primary" disabled={creating}>
          {creating ? "Creating..." : "Create"}
        </button>
      </form>
    </main>
  );
}
