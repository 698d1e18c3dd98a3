import { Component, type ReactNode } from "react";
import type { AvatarChoice, SceneDefinition } from "./scene.ts";
import type { ZonePerson } from "./People.tsx";
import { avatarNames } from "./avatars.tsx";

interface NoWebGLProps {
  scene: SceneDefinition;
  people: readonly ZonePerson[];
  self?: { name: string; avatar: AvatarChoice };
  /** The scene's overlay still works in 2D (the library's books and reader). */
  overlay?: ReactNode;
}

/** A zone in words, for a browser that cannot draw WebGL: what is in it and who is there. */
export function NoWebGL({ scene, people, self, overlay }: NoWebGLProps) {
  const everyone = self ? [{ id: "self", name: `${self.name} (you)`, avatar: self.avatar }, ...people] : people;
  return (
    <div className="zone-view zone-view-2d" data-zone={scene.slug}>
      <p className="zone-view-2d-message" role="status">
        Your browser cannot show 3D scenes, so here is {scene.title} in words. Turn on hardware acceleration or try
        another browser to walk around in it.
      </p>
      <div className="zone-view-2d-lists">
        <section aria-labelledby={`${scene.slug}-objects`}>
          <h2 id={`${scene.slug}-objects`}>In this zone</h2>
          <ul>
            {scene.objects.map((object) => (
              <li key={object}>{object}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${scene.slug}-people`}>
          <h2 id={`${scene.slug}-people`}>People here</h2>
          {everyone.length === 0 ? (
            <p className="muted">Nobody else is here right now.</p>
          ) : (
            <ul>
              {everyone.map((person) => (
                <li key={person.id}>
                  {person.name}{" "}
                  <span className="muted">
                    · Avatar {person.avatar} ({avatarNames[person.avatar]})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {overlay}
    </div>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** WebGL can still fail after the probe (a lost or refused context): show the 2D zone instead of a blank. */
export class CanvasErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
