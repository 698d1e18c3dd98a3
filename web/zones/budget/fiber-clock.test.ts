import { expect, spyOn, test } from "bun:test";
import { createElement } from "react";
import { readFileSync } from "node:fs";
import { buildHeadless } from "./headless.ts";

const root = `${import.meta.dir}/../../..`;

test("the fiber patch is pinned to the fiber it was written for", () => {
  const installed = JSON.parse(readFileSync(`${root}/node_modules/@react-three/fiber/package.json`, "utf8"));
  const ours = JSON.parse(readFileSync(`${root}/package.json`, "utf8"));
  expect(ours.dependencies["@react-three/fiber"]).toBe(installed.version);
  expect(ours.patchedDependencies[`@react-three/fiber@${installed.version}`]).toBeDefined();
});

test("fiber's clock is timed by THREE.Timer, counts time, and making it warns nothing", async () => {
  const warn = spyOn(console, "warn");
  try {
    const built = await buildHeadless(createElement("group"));
    const clock = built.state.clock as unknown as { constructor: { name: string }; timer?: unknown };
    expect(clock.constructor.name).toBe("TimerClock");
    expect(clock.timer).toBeDefined();
    built.state.clock.start();
    await Bun.sleep(20);
    expect(built.state.clock.getDelta()).toBeGreaterThan(0.01);
    expect(built.state.clock.getElapsedTime()).toBeGreaterThan(0.01);
    await built.unmount();
    expect(warn.mock.calls.filter((args) => /Clock/.test(String(args[0])))).toEqual([]);
  } finally {
    warn.mockRestore();
  }
});
