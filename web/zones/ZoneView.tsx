import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Canvas } from "@react-three/fiber";
import type { AvatarChoice, SceneDefinition, Vec3 } from "./scene.ts";
import { facing } from "./movement.ts";
import { ZoneInput } from "./input.ts";
import { useZoneEnvironment } from "./environment.ts";
import { useZoneKeys } from "./keyboard.ts";
import { usePointerLook } from "./pointer.ts";
import { CameraRig } from "./CameraRig.tsx";
import { People, type ZonePerson } from "./People.tsx";
import { Bubbles } from "./Bubbles.tsx";
import { PhoneControls } from "./PhoneControls.tsx";
import { NoWebGL, CanvasErrorBoundary } from "./NoWebGL.tsx";
import { FrameCounter, centredWhenLocked } from "./stage.ts";
import { AdaptiveResolution } from "./AdaptiveResolution.tsx";
import { qualityFor } from "./quality.ts";
import { BuildSteps } from "./buildSteps.tsx";
import { FramePacer } from "./FramePacer.tsx";
import { PixelBudget } from "./PixelBudget.tsx";
import { FencedFrames } from "./FencedFrames.tsx";
import { SOFTWARE_MAX_PIXELS, pixelRatioWithin } from "./softwareFrames.ts";
import "./ZoneView.css";

export type { ZonePerson } from "./People.tsx";

export interface ZoneViewProps {
  scene: SceneDefinition;
  /** Everyone else in the zone, as presence reports them. */
  people?: readonly ZonePerson[];
  /** Zone talk: what each of them (by id) is saying now, shown as a bubble above them. */
  bubbles?: ReadonlyMap<string, string>;
  /** The visitor: their name and the avatar they chose (listed in the 2D view; the showroom marks it). */
  self?: { name: string; avatar: AvatarChoice };
  /** Where the visitor's feet are and which way they face, at most five times a second, when it changed. */
  onMove?: (position: Vec3, rotationY: number) => void;
  /** The visitor's notes for this zone (the library's notes box); kept locally when not given. */
  notes?: string;
  onNotesChange?: (text: string) => void;
  /** Force the phone controls on or off; by default the user agent decides, as the specification says. */
  phone?: boolean;
  /** Force the 2D view (false); by default the browser is asked whether it can draw WebGL. */
  webgl?: boolean;
  /** Force reduced motion; by default the `prefers-reduced-motion` preference. */
  reducedMotion?: boolean;
  /**
   * A fixed pixel ratio. By default the view draws as sharp as the screen allows and softens itself when
   * frames fall under 60 per second (30 on a phone); tests and screenshots may want it fixed.
   */
  resolution?: number;
}

/**
 * A 3D zone: the scene in a canvas, the camera and movement for desktop and phone, other people as avatars,
 * and the scene's overlay (the library's reader). The container carries `data-camera="x,y,z"` (the eyes,
 * updated five times a second) so tests can follow the camera without reading WebGL.
 */
export function ZoneView(props: ZoneViewProps) {
  const { scene, people = [], self, phone: forcedPhone, webgl: forcedWebGL, reducedMotion: forcedMotion } = props;
  const environment = useZoneEnvironment({ phone: forcedPhone, webgl: forcedWebGL, reducedMotion: forcedMotion });
  const [selected, setSelected] = useState<string | null>(null);
  const notes = useNotes(props.notes, props.onNotesChange);
  const overlay = scene.Overlay && (
    <scene.Overlay
      selected={selected}
      onSelect={setSelected}
      onClose={() => setSelected(null)}
      notes={notes.text}
      onNotesChange={notes.change}
      webgl={environment?.webgl ?? false}
    />
  );

  if (!environment) {
    return (
      <div className="zone-view zone-view-loading" data-zone={scene.slug} aria-busy="true">
        <p>Loading {scene.title}…</p>
      </div>
    );
  }
  if (!environment.webgl) {
    return <NoWebGL scene={scene} people={people} self={self} overlay={overlay} />;
  }
  return (
    <CanvasErrorBoundary fallback={<NoWebGL scene={scene} people={people} self={self} overlay={overlay} />}>
      <ZoneStage
        key={scene.slug}
        {...props}
        people={people}
        phone={environment.phone}
        software={environment.software}
        reducedMotion={environment.reducedMotion}
        selected={selected}
        onSelect={setSelected}
        overlay={overlay}
      />
    </CanvasErrorBoundary>
  );
}

interface ZoneStageProps extends ZoneViewProps {
  people: readonly ZonePerson[];
  phone: boolean;
  software: boolean;
  reducedMotion: boolean;
  selected: string | null;
  onSelect: (id: string) => void;
  overlay: ReactNode;
}

function ZoneStage({
  scene,
  people,
  bubbles,
  self,
  onMove,
  phone,
  software,
  reducedMotion,
  resolution,
  selected,
  onSelect,
  overlay,
}: ZoneStageProps) {
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const input = useMemo(() => new ZoneInput(facing(scene.spawn, scene.lookAt)), [scene]);
  const locked = usePointerLocked(stage);

  // A click the scene used (a book) must not also capture the mouse; an open overlay needs the mouse free.
  const sceneClicked = useRef(false);
  const selectedNow = useRef(selected);
  selectedNow.current = selected;
  const select = useCallback(
    (id: string) => {
      sceneClicked.current = true;
      if (document.pointerLockElement) document.exitPointerLock();
      onSelect(id);
    },
    [onSelect],
  );
  const consumeSceneClick = useCallback(() => {
    const clicked = sceneClicked.current;
    sceneClicked.current = false;
    return clicked;
  }, []);
  const canLock = useCallback(() => selectedNow.current === null, []);

  useZoneKeys(input);
  usePointerLook(stage, { movement: scene.movement, mobile: scene.mobile, phone, input, consumeSceneClick, canLock });

  const lastMove = useRef("");
  const report = useCallback(
    (eye: Vec3, feet: Vec3, yaw: number) => {
      container.current?.setAttribute("data-camera", eye.map((n) => n.toFixed(2)).join(","));
      const move = [...feet, yaw].map((n) => n.toFixed(2)).join(",");
      if (!onMove || move === lastMove.current) return;
      lastMove.current = move;
      onMove(feet, yaw);
    },
    [onMove],
  );

  // The adaptive ratio lives here, as the canvas's `dpr`: set any other way, the canvas's next render resets it.
  const [adaptedRatio, setAdaptedRatio] = useState<number | null>(null);
  // Without a GPU (WebGL in software) the view starts at the phone quality level at once, rather than after
  // seconds of stalls; a GPU found too slow in the first seconds is lowered too.
  const [tooSlow, setTooSlow] = useState(false);
  const lowerQuality = useCallback(() => setTooSlow(true), []);
  const quality = qualityFor({ phone: phone || tooSlow, software });
  const sharpest = software ? 1 : phone ? 1.5 : 2;
  // In software every pixel and every frame is CPU time on the page's own main thread (softwareFrames.ts):
  // a fixed budget of pixels instead of the adaptive ratio, and frames only when something changed.
  const [budgetRatio, setBudgetRatio] = useState<number | null>(null);
  // Until the canvas has measured itself, the window's size (the view is most of it) sets the first frame's.
  const softwareRatio = software
    ? (budgetRatio ?? pixelRatioWithin(window.innerWidth, window.innerHeight, SOFTWARE_MAX_PIXELS, sharpest))
    : undefined;
  const [x, y, z] = scene.spawn;
  return (
    <div
      ref={container}
      className="zone-view"
      data-zone={scene.slug}
      data-quality={quality}
      data-camera={`${x.toFixed(2)},${y.toFixed(2)},${z.toFixed(2)}`}
    >
      <div
        ref={stage}
        className="zone-view-stage"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application": the 3D view takes the keys that walk in it
        tabIndex={0}
        role="application"
        aria-roledescription="3D view"
        aria-label={`${scene.title}, a 3D zone`}
        aria-describedby={hintId}
      >
        <Canvas
          dpr={resolution ?? adaptedRatio ?? softwareRatio ?? [1, sharpest]}
          frameloop={software ? "demand" : "always"}
          gl={{ antialias: !phone && !software, powerPreference: "high-performance" }}
          camera={{ fov: input.fov, near: 0.1, far: 600, position: [x, y, z] }}
          events={centredWhenLocked}
        >
          <CameraRig definition={scene} input={input} snap={reducedMotion} onReport={report} />
          <BuildSteps>
            <scene.Scene onSelect={select} avatar={self?.avatar} quality={quality} />
          </BuildSteps>
          <People people={people} snap={reducedMotion} />
          {bubbles && <Bubbles people={people} bubbles={bubbles} snap={reducedMotion} />}
          <FrameCounter />
          {software && <FencedFrames />}
          {software && <FramePacer input={input} animated={!reducedMotion} change={people} />}
          {software && <PixelBudget maxPixels={SOFTWARE_MAX_PIXELS} ceiling={sharpest} onRatio={setBudgetRatio} />}
          {resolution === undefined && !software && (
            <AdaptiveResolution
              target={phone ? 30 : 60}
              max={sharpest}
              min={SOFTEST_RATIO}
              onRatio={setAdaptedRatio}
              onTooSlow={lowerQuality}
            />
          )}
        </Canvas>
      </div>
      {locked && <span className="zone-view-crosshair" aria-hidden="true" />}
      <div className="zone-view-bottom">
        {phone && <PhoneControls mobile={scene.mobile} movement={scene.movement} input={input} />}
        <p id={hintId} className="zone-view-hint" hidden={locked}>
          {hintFor(scene, phone)}
        </p>
      </div>
      {overlay}
    </div>
  );
}

/** The softest pixel ratio the view draws at to keep up (a quarter of the pixels of one per CSS pixel). */
const SOFTEST_RATIO = 0.5;

function hintFor(scene: SceneDefinition, phone: boolean): string {
  if (scene.movement === "look") {
    return phone
      ? "Drag to look around."
      : "Drag or use the arrow keys to look around; scroll or press + and − to zoom.";
  }
  if (!phone)
    return "Click the view to look with the mouse (Esc lets go). W A S D or the arrow keys walk, Shift runs, Space jumps.";
  if (scene.mobile === "forward-back") return "Drag to look around; Move Forward and Move Backward walk.";
  if (scene.mobile === "none") return "Drag to look around.";
  return "Swipe up to walk forward, down to walk back; drag sideways to turn.";
}

/** Notes are the page's when it passes them (saved on the server), and the viewer's own otherwise. */
function useNotes(given: string | undefined, onChange: ((text: string) => void) | undefined) {
  const [text, setText] = useState(given ?? "");
  useEffect(() => {
    if (given !== undefined) setText(given);
  }, [given]);
  const change = useCallback(
    (next: string) => {
      setText(next);
      onChange?.(next);
    },
    [onChange],
  );
  return { text, change };
}

function usePointerLocked(stage: RefObject<HTMLElement | null>): boolean {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    const update = () =>
      setLocked(document.pointerLockElement !== null && !!stage.current?.contains(document.pointerLockElement));
    document.addEventListener("pointerlockchange", update);
    return () => {
      document.removeEventListener("pointerlockchange", update);
      if (document.pointerLockElement && stage.current?.contains(document.pointerLockElement))
        document.exitPointerLock();
    };
  }, [stage]);
  return locked;
}
