/** Where things stand in the mermaid's sea floor: one source for its models, its animations and its colliders. */
export const MERMAID_ROCK = { x: 0, z: -4 };
export const CHEST = { x: 4.5, z: -2.5 };

export const ROCKS = [
  { x: -7, z: -8, size: 2.2 },
  { x: 8, z: -9, size: 2.8 },
  { x: -11, z: 2, size: 1.8 },
  { x: 12, z: 3, size: 2 },
  { x: 2, z: -15, size: 3.4 },
];

export const CORALS = [
  { x: -3.5, z: -2, kind: "branch" },
  { x: 3, z: -6.5, kind: "branch" },
  { x: -6, z: -4, kind: "brain" },
  { x: 6.5, z: -5, kind: "fan" },
  { x: -2.5, z: -7.5, kind: "fan" },
  { x: 5.5, z: 1, kind: "tubes" },
  { x: -5, z: 1.5, kind: "tubes" },
  { x: 9, z: -3, kind: "brain" },
  { x: -9, z: -3.5, kind: "branch" },
  { x: 1.5, z: -10, kind: "tubes" },
] as const;
