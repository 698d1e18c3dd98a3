import fc from "fast-check";

/**
 * Loaded before every unit test file (bunfig.toml): one seed for every fast-check property of the run.
 * In CI (`CI` set) it is fixed, so a run is the same each time; elsewhere it is new each run, so local runs
 * keep exploring. `TEST_SEED=<n>` replays a run; fast-check prints the seed (and path) of any failure.
 */
export const testSeed =
  Number(process.env.TEST_SEED) || (process.env.CI ? 20_260_517 : Math.floor(Math.random() * 2 ** 31));

fc.configureGlobal({ seed: testSeed });
