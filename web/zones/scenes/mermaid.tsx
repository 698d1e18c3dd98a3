import { MeshLambertMaterial } from "three";
import { Later } from "../buildSteps.tsx";
import type { SceneDefinition } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import { mergeParts } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { Sky } from "../parts/Sky.tsx";
import { tiled } from "../parts/textures.ts";
import { CHEST, CORALS, MERMAID_ROCK, ROCKS } from "./mermaid/layout.ts";
import { Bubbles, FishSchools, Seaweed } from "./mermaid/sea-life.tsx";
import { chest, coral, rock, sandRipples, shells } from "./mermaid/reef.ts";
import { Caustics, LightShafts } from "./mermaid/light.tsx";
import { MermaidFigure } from "./mermaid/MermaidFigure.tsx";

function Mermaid() {
  const reducedMotion = usePrefersReducedMotion();
  const { sand, reef, reefMaterial } = useDisposables(() => ({
    sand: new MeshLambertMaterial({ map: tiled(sandRipples(), 12, 12), color: "#b0a384" }),
    reef: mergeParts([...ROCKS.map(rock), ...CORALS.flatMap(coral), ...chest(), ...shells()]),
    reefMaterial: new MeshLambertMaterial({ vertexColors: true, flatShading: true }),
  }));

  return (
    <>
      <Sky top="#8ae6f2" horizon="#16698e" bottom="#0b3a55" exponent={0.8} />
      <fogExp2 attach="fog" args={["#16698e", 0.062]} />
      <hemisphereLight args={["#e6fbff", "#1a4a6a", 1.0]} />
      <directionalLight position={[3, 20, 8]} intensity={1.2} color="#f2fdff" />

      <mesh material={sand} rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[70, 48]} />
      </mesh>
      <Later>
        <Caustics still={reducedMotion} />
      </Later>
      <mesh geometry={reef} material={reefMaterial} />
      <Later>
        <Seaweed still={reducedMotion} />
      </Later>
      <Later>
        <MermaidFigure still={reducedMotion} />
      </Later>
      <Later>
        <FishSchools still={reducedMotion} />
      </Later>
      <Later>
        <Bubbles still={reducedMotion} />
      </Later>
      <Later>
        <LightShafts still={reducedMotion} />
      </Later>
      <Glows
        glows={[
          { position: [CHEST.x, 0.75, CHEST.z + 0.1], color: "#ffcf40", size: 1.8 },
          { position: [-5, 0.6, 1.5], color: "#ff7ad9", size: 1.2 },
          { position: [5.5, 0.6, 1], color: "#7affef", size: 1.2 },
        ]}
        twinkle={reducedMotion ? 0 : 0.4}
        speed={0.5}
      />
    </>
  );
}

const mermaid: SceneDefinition = {
  slug: "mermaid",
  title: "Mermaid",
  movement: "walk",
  mobile: "swipe",
  spawn: [0.5, 1.7, 3.5],
  lookAt: [0, 1.9, -4],
  colliders: [
    ...enclosure(-28, -28, 28, 28, 14),
    standingBox(MERMAID_ROCK.x, MERMAID_ROCK.z, 3, 2.6, 2),
    standingBox(CHEST.x, CHEST.z, 1.3, 0.9, 1),
    ...ROCKS.map((item) => standingBox(item.x, item.z, item.size * 1.8, item.size * 1.6, item.size * 1.5)),
    ...CORALS.map((item) => standingBox(item.x, item.z, 1.4, 1.4, 1.5)),
  ],
  objects: [
    "The sea floor under blue water, with light rippling over the sand",
    "A mermaid with a teal tail and long red hair, sitting on a rock and holding up a starfish",
    "Coral reefs: branching coral, brain coral, purple fans and orange tubes",
    "Kelp and seaweed swaying in the current",
    "Schools of yellow, blue and orange fish circling the reef",
    "An open treasure chest full of gold coins, and shells on the sand",
    "Bubbles rising and shafts of sunlight from the surface",
  ],
  Scene: Mermaid,
};

export default mermaid;
