import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { SRGBColorSpace, Vector2, WebGLRenderTarget, type Camera, type Scene } from "three";

/** How often a fenced frame is asked whether the GPU process has finished it. */
const POLL_MS = 4;

/**
 * Draws each frame off screen and shows it only once it is finished, so the page's main thread never waits
 * for a software renderer (for WebGL drawn in software: softwareFrames.ts).
 *
 * Drawn straight onto the canvas, a frame is finished by the compositor's commit, which in Chromium without
 * a GPU reads the canvas back and so waits on the main thread for the whole software draw, shader
 * compilation included (the bench's traces: `GLES2::ReadPixels` inside `BeginMainFrame`, 50 ms to a second).
 * Here the frame goes into a render target, a fence follows it, and the fence is polled from short tasks;
 * once it has passed, the finished image is copied onto the canvas, a copy the commit waits for only
 * briefly. The drawing itself starts after a commit, never just before one. While one frame is under way, frames asked for are skipped (the animations move on regardless)
 * and one more is drawn when it is shown. Takes over react-three-fiber's drawing (a `useFrame` of priority 1).
 */
export function FencedFrames() {
  const renderer = useThree((state) => state.gl);
  const invalidate = useThree((state) => state.invalidate);
  const target = useMemo(() => fencedTarget(), []);
  /** A frame is being drawn and not yet shown. */
  const busy = useRef(false);
  const skipped = useRef(false);
  const size = useMemo(() => new Vector2(), []);
  useEffect(() => () => target.dispose(), [target]);

  useFrame(({ scene, camera }) => {
    const gl = renderer.getContext();
    if (!(gl instanceof WebGL2RenderingContext)) return renderer.render(scene, camera);
    if (busy.current) {
      skipped.current = true;
      return;
    }
    busy.current = true;
    // Drawn in a task of its own after this frame's commit: a draw still under way when the commit reads the
    // canvas back (the previous frame's copy, a resize) would make that read wait for it.
    setTimeout(() => prepare(gl, scene, camera), 0);
  }, 1);

  /**
   * Shaders first: three.js compiles and links the programs of materials new to it without waiting for them
   * (`compile`), and only the first draw with each asks for its uniforms, which waits for the link. So new
   * programs are compiled in one task and fenced, then each is asked for its uniforms in a task of its own
   * (the GPU process links them meanwhile), and the frame is drawn after.
   */
  function prepare(gl: WebGL2RenderingContext, scene: Scene, camera: Camera) {
    renderer.getDrawingBufferSize(size);
    if (target.width !== size.x || target.height !== size.y) target.setSize(size.x, size.y);
    renderer.setRenderTarget(target);
    const before = renderer.info.programs?.length ?? 0;
    renderer.compile(scene, camera);
    renderer.setRenderTarget(null);
    const fresh = renderer.info.programs?.slice(before) ?? [];
    if (fresh.length === 0) return draw(gl, scene, camera);
    // Validating needs the link finished: asked of the GPU process (no answer awaited here), it makes the
    // fence below pass only once the programs are linked, so asking for their uniforms no longer waits.
    for (const program of fresh) gl.validateProgram(program.program as WebGLProgram);
    const linkNext = () => {
      const program = fresh.shift();
      if (!program) return draw(gl, scene, camera);
      program.getUniforms();
      setTimeout(linkNext, POLL_MS);
    };
    afterFence(gl, linkNext);
  }

  function draw(gl: WebGL2RenderingContext, scene: Scene, camera: Camera) {
    renderer.setRenderTarget(target);
    renderer.render(scene, camera);
    renderer.setRenderTarget(null);
    afterFence(gl, () => {
      present(gl);
      busy.current = false;
      if (skipped.current) {
        skipped.current = false;
        invalidate();
      }
    });
  }

  /** Copies the finished frame onto the canvas (stretched if the canvas was resized meanwhile). */
  function present(gl: WebGL2RenderingContext) {
    const framebuffer = (renderer.properties.get(target) as { __webglFramebuffer?: WebGLFramebuffer })
      .__webglFramebuffer;
    if (!framebuffer) return;
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, framebuffer);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    const { drawingBufferWidth: width, drawingBufferHeight: height } = gl;
    gl.blitFramebuffer(0, 0, target.width, target.height, 0, 0, width, height, gl.COLOR_BUFFER_BIT, gl.LINEAR);
    // three.js keeps its own record of what is bound: it must learn of the bindings changed behind its back.
    renderer.resetState();
  }
  return null;
}

/** Runs `then` once the GPU process has carried out every command given so far, polling from short tasks. */
function afterFence(gl: WebGL2RenderingContext, then: () => void) {
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  if (!sync) return;
  const poll = () => {
    if (gl.isContextLost()) return;
    if (gl.clientWaitSync(sync, 0, 0) === gl.TIMEOUT_EXPIRED) return void setTimeout(poll, POLL_MS);
    gl.deleteSync(sync);
    then();
  };
  setTimeout(poll, POLL_MS);
}

/**
 * A render target three.js draws into exactly as onto the canvas: its output is encoded to sRGB and tone
 * mapped (what `isXRRenderTarget` asks for) and stored as plain bytes (RGBA8, not an sRGB format that
 * would encode again), so copying it onto the canvas shows the same image.
 */
function fencedTarget(): WebGLRenderTarget {
  const target = new WebGLRenderTarget(1, 1, { depthBuffer: true });
  target.texture.colorSpace = SRGBColorSpace;
  target.texture.internalFormat = "RGBA8";
  (target as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
  return target;
}
