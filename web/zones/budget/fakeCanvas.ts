/**
 * A stand-in for the browser's <canvas> under Bun, where there is no DOM: scenes paint their textures on a
 * 2D canvas, and a headless build only needs the canvas's size. Every 2D drawing call does nothing.
 */
class FakeCanvas {
  width = 300;
  height = 150;
  style = {};
  getContext(kind: string) {
    return kind === "2d" ? fakeContext(this) : null;
  }
  addEventListener() {}
  removeEventListener() {}
}

/** A 2D context whose every method does nothing and returns something usable (a gradient, a measurement). */
function fakeContext(canvas: FakeCanvas): unknown {
  const values: Record<string, unknown> = {};
  return new Proxy(values, {
    get(target, name) {
      if (name === "canvas") return canvas;
      if (name in target) return target[name as string];
      if (name === "measureText") return (text: string) => ({ width: String(text).length * 8 });
      if (name === "getImageData" || name === "createImageData")
        return (...size: number[]) => {
          const [width = 1, height = 1] = size.length === 4 ? size.slice(2) : size;
          return { width, height, data: new Uint8ClampedArray(width * height * 4) };
        };
      return () => ({ addColorStop() {} });
    },
    set(target, name, value) {
      target[name as string] = value;
      return true;
    },
  });
}

/** Gives Bun a `document` that makes fake canvases (and plain objects for other elements), when it has none. */
export function installFakeCanvas() {
  const scope = globalThis as { document?: unknown };
  if (scope.document) return;
  scope.document = {
    createElement: (tag: string) => (tag === "canvas" ? new FakeCanvas() : { style: {}, appendChild() {} }),
    createElementNS: (_ns: string, tag: string) => (tag === "canvas" ? new FakeCanvas() : { style: {} }),
  };
}
