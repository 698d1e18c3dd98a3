/*
 * The frame around a shipped game's rules: one canvas fitted to the window, a fixed-step loop, the round's
 * states, the HUD, the overlay, keys, pointer and touch pad, and small WebAudio sounds. A game only says what
 * its world is; everything a player expects from every game (pause, restart, mute, a best score) lives here
 * once. Needs bridge.js first. Nothing is stored: an opaque-origin frame has no storage, so the best score
 * lasts as long as the page.
 *
 *   VWKit.start({
 *     width, height,           logical size of the play field (the canvas keeps this aspect ratio)
 *     reset(kit),              a fresh round (also called once at load, so the field shows behind the overlay)
 *     update(dt, kit),         one fixed step (dt = 1/60 s) while the round is being played
 *     draw(ctx, kit),          every frame, in logical coordinates
 *     ambient(dt, kit)?,       every frame that is not paused (background motion on the overlays)
 *     press(name, repeat, kit)?, an input while playing: "left" "right" "up" "down" "action" or a name from keys
 *     release(name, kit)?,
 *     pointer(type, x, y, e, kit)?, "down" | "move" | "up" on the canvas, in logical coordinates, while playing
 *     swipe: true?,            turn swipes on the canvas into presses of "left" "right" "up" "down"
 *     keys: {KeyX: "rotate"}?  more keys (by KeyboardEvent.code or lower-case key) and their input names
 *   })
 *
 * The page's markup: canvas inside .stage with .overlay (h1, p.result, button); a .hud with [data-score],
 * [data-best], [data-status] and buttons [data-action=pause|sound|restart]; .pad buttons with data-input.
 */
(function () {
  "use strict";

  var STEP = 1 / 60;
  var SWIPE_PX = 24;
  var OVER_GUARD_MS = 700; // a key still held when the round ends must not start the next one at once
  var KEYS = {
    ArrowLeft: "left", KeyA: "left", ArrowRight: "right", KeyD: "right",
    ArrowUp: "up", KeyW: "up", ArrowDown: "down", KeyS: "down", Space: "action",
  };

  function start(spec) {
    var W = spec.width, H = spec.height;
    var canvas = document.querySelector(".stage canvas");
    var stage = canvas.parentElement;
    var ctx = canvas.getContext("2d");
    var overlay = document.querySelector(".overlay");
    var overlayTitle = overlay.querySelector("h1");
    var overlayResult = overlay.querySelector(".result");
    var overlayButton = overlay.querySelector("button");
    var firstTitle = overlayTitle.textContent;
    var firstLabel = overlayButton.textContent;
    var held = {};
    var raf = 0, last = 0, acc = 0, overAt = 0;
    var touchStart = null;

    var kit = {
      width: W, height: H, state: "ready", score: 0, best: 0, time: 0, muted: false,
      add: function (n) { setScore(kit.score + n); },
      setScore: setScore,
      over: over,
      status: function (text) { setText("[data-status]", text); },
      held: function (name) { return !!held[name]; },
      tone: tone,
      noise: noise,
    };

    function setText(selector, text) {
      var el = document.querySelector(selector);
      if (el && el.textContent !== String(text)) el.textContent = String(text);
    }

    function setScore(n) {
      n = Math.max(0, Math.floor(n));
      if (n === kit.score) return;
      kit.score = n;
      setText("[data-score]", n);
      VWGame.score(n);
    }

    function recordBest() {
      var improved = kit.score > kit.best;
      if (improved) kit.best = kit.score;
      setText("[data-best]", kit.best);
      return improved;
    }

    // ---- the round: ready -> playing <-> paused -> over -> playing ...

    function showOverlay(title, result, label) {
      overlayTitle.textContent = title;
      overlayResult.textContent = result || "";
      overlayResult.hidden = !result;
      overlayButton.textContent = label;
      overlay.hidden = false;
    }

    function begin() {
      if (VWGame.paused) return;
      held = {};
      spec.reset(kit);
      setScore(0);
      kit.state = "playing";
      overlay.hidden = true;
      wake();
    }

    function over(title) {
      if (kit.state !== "playing") return;
      kit.state = "over";
      overAt = performance.now();
      VWGame.over(kit.score);
      var improved = recordBest() && kit.score > 0;
      showOverlay(title || "Game over", "Score " + kit.score + (improved ? " · new best!" : " · best " + kit.best), "Play again");
    }

    function restart() {
      // Leaving a round half-way still ends it: its score counts.
      if ((kit.state === "playing" || kit.state === "paused") && kit.score > 0) {
        VWGame.over(kit.score);
        recordBest();
      }
      kit.state = "ready";
      begin();
    }

    function pause() {
      if (kit.state !== "playing") return;
      kit.state = "paused";
      held = {};
      showOverlay("Paused", "Score " + kit.score, "Resume");
      draw();
    }

    function resume() {
      if (kit.state !== "paused" || VWGame.paused) return;
      kit.state = "playing";
      overlay.hidden = true;
      wake();
    }

    function primary() {
      if (kit.state === "paused") return resume();
      if (kit.state === "over" && performance.now() - overAt < OVER_GUARD_MS) return;
      if (kit.state !== "playing") begin();
    }

    // ---- the loop: fixed steps for the rules, one draw per frame, nothing at all while paused

    function running() {
      return !VWGame.paused && kit.state !== "paused";
    }

    function wake() {
      if (raf || !running()) return;
      last = performance.now();
      acc = 0;
      raf = requestAnimationFrame(frame);
    }

    function frame(now) {
      raf = 0;
      if (!running()) return;
      var dt = Math.min(0.25, Math.max(0, (now - last) / 1000));
      last = now;
      if (kit.state === "playing") {
        acc += dt;
        while (acc >= STEP && kit.state === "playing") {
          spec.update(STEP, kit);
          kit.time += STEP;
          acc -= STEP;
        }
      }
      if (spec.ambient) spec.ambient(dt, kit);
      draw();
      raf = requestAnimationFrame(frame);
    }

    function draw() {
      ctx.save();
      spec.draw(ctx, kit);
      ctx.restore();
    }

    VWGame.onPause(function () {
      pause();
      if (raf) cancelAnimationFrame(raf);
      raf = 0;
    });
    VWGame.onResume(wake);

    // ---- fitting: the canvas keeps its aspect ratio and draws at the screen's own pixel density

    function fit() {
      var box = stage.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return;
      var scale = Math.min(box.width / W, box.height / H);
      var cssW = Math.max(1, Math.floor(W * scale)), cssH = Math.max(1, Math.floor(H * scale));
      var dpr = window.devicePixelRatio || 1;
      canvas.style.width = cssW + "px";
      canvas.style.height = cssH + "px";
      canvas.width = Math.round(cssW * dpr);
      canvas.height = Math.round(cssH * dpr);
      ctx.setTransform(canvas.width / W, 0, 0, canvas.height / H, 0, 0);
      ctx.imageSmoothingEnabled = true;
      draw();
    }

    if (window.ResizeObserver) new ResizeObserver(fit).observe(stage);
    window.addEventListener("resize", fit);

    // ---- keys

    function keyName(e) {
      return e.key.length === 1 ? e.key.toLowerCase() : e.key;
    }

    function inputName(e) {
      var extra = spec.keys || {};
      return extra[e.code] || extra[keyName(e)] || KEYS[e.code];
    }

    window.addEventListener("keydown", function (e) {
      unlockAudio();
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var key = keyName(e);
      var onButton = e.target && e.target.tagName === "BUTTON";
      if (key === "p" || key === "Escape") {
        e.preventDefault();
        return kit.state === "paused" ? resume() : pause();
      }
      if (key === "m") return toggleSound();
      if (key === "r") {
        e.preventDefault();
        return restart();
      }
      // A focused button answers Enter and Space itself (keyboard users reach the HUD with Tab).
      if (onButton && (key === "Enter" || key === " ")) return;
      var name = inputName(e);
      if (kit.state !== "playing") {
        if (key === "Enter" || key === " ") {
          e.preventDefault();
          primary();
        }
        return;
      }
      if (!name) return;
      e.preventDefault();
      held[name] = true;
      if (spec.press) spec.press(name, e.repeat, kit);
    });

    window.addEventListener("keyup", function (e) {
      var name = inputName(e);
      if (!name || !held[name]) return;
      held[name] = false;
      if (spec.release) spec.release(name, kit);
    });

    window.addEventListener("blur", function () {
      held = {};
    });

    // ---- pointer on the canvas: taps, drags and swipes

    function local(e) {
      var r = canvas.getBoundingClientRect();
      return { x: (e.clientX - r.left) * W / r.width, y: (e.clientY - r.top) * H / r.height };
    }

    canvas.addEventListener("pointerdown", function (e) {
      unlockAudio();
      if (kit.state !== "playing") return;
      e.preventDefault();
      if (canvas.setPointerCapture) canvas.setPointerCapture(e.pointerId);
      touchStart = { x: e.clientX, y: e.clientY, id: e.pointerId };
      var p = local(e);
      if (spec.pointer) spec.pointer("down", p.x, p.y, e, kit);
    });

    canvas.addEventListener("pointermove", function (e) {
      if (kit.state !== "playing" || !spec.pointer) return;
      var p = local(e);
      spec.pointer("move", p.x, p.y, e, kit);
    });

    canvas.addEventListener("pointerup", function (e) {
      if (kit.state !== "playing") return;
      var p = local(e);
      if (spec.pointer) spec.pointer("up", p.x, p.y, e, kit);
      if (spec.swipe && touchStart && touchStart.id === e.pointerId) {
        var dx = e.clientX - touchStart.x, dy = e.clientY - touchStart.y;
        if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE_PX && spec.press) {
          spec.press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "right" : "left") : (dy > 0 ? "down" : "up"), false, kit);
        }
      }
      touchStart = null;
    });

    canvas.addEventListener("pointercancel", function () {
      touchStart = null;
    });

    canvas.addEventListener("contextmenu", function (e) {
      e.preventDefault();
    });

    // ---- buttons: the overlay's, the HUD's and the touch pad's

    overlayButton.addEventListener("click", function () {
      unlockAudio();
      primary();
    });

    function onAction(name, fn) {
      var button = document.querySelector('[data-action="' + name + '"]');
      if (!button) return;
      button.addEventListener("click", function (e) {
        unlockAudio();
        fn();
        // A mouse click leaves focus on the button, where Space would press it again instead of playing.
        if (e.detail > 0) button.blur();
      });
    }

    onAction("pause", function () {
      return kit.state === "paused" ? resume() : pause();
    });
    onAction("restart", restart);
    onAction("sound", toggleSound);

    Array.prototype.forEach.call(document.querySelectorAll(".pad [data-input]"), function (button) {
      var name = button.getAttribute("data-input");
      function up() {
        if (!held[name]) return;
        held[name] = false;
        if (spec.release) spec.release(name, kit);
      }
      button.addEventListener("pointerdown", function (e) {
        e.preventDefault();
        unlockAudio();
        if (kit.state !== "playing") return primary();
        held[name] = true;
        if (spec.press) spec.press(name, false, kit);
      });
      button.addEventListener("pointerup", up);
      button.addEventListener("pointercancel", up);
      button.addEventListener("pointerleave", up);
    });

    // ---- sound: WebAudio only, created on the first gesture, silent while muted

    var audio = null, master = null;

    function unlockAudio() {
      if (!audio) {
        var Context = window.AudioContext || window.webkitAudioContext;
        if (!Context) return;
        try {
          audio = new Context();
          master = audio.createGain();
          master.gain.value = 0.35;
          master.connect(audio.destination);
        } catch (err) {
          audio = null;
          return;
        }
      }
      if (audio.state === "suspended") audio.resume();
    }

    function canPlay() {
      return !kit.muted && audio && audio.state === "running";
    }

    // A short note: tone(440, 0.1, {type: "square", to: 880, volume: 0.5, delay: 0})
    function tone(freq, duration, options) {
      if (!canPlay()) return;
      var o = options || {};
      var t = audio.currentTime + (o.delay || 0);
      var osc = audio.createOscillator(), gain = audio.createGain();
      osc.type = o.type || "square";
      osc.frequency.setValueAtTime(freq, t);
      if (o.to) osc.frequency.exponentialRampToValueAtTime(o.to, t + duration);
      gain.gain.setValueAtTime(o.volume || 0.3, t);
      gain.gain.exponentialRampToValueAtTime(0.001, t + duration);
      osc.connect(gain);
      gain.connect(master);
      osc.start(t);
      osc.stop(t + duration + 0.02);
    }

    // A burst of noise (crashes, explosions, splashes).
    function noise(duration, volume) {
      if (!canPlay()) return;
      var length = Math.max(1, Math.floor(audio.sampleRate * duration));
      var buffer = audio.createBuffer(1, length, audio.sampleRate);
      var data = buffer.getChannelData(0);
      for (var i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
      var source = audio.createBufferSource(), gain = audio.createGain();
      source.buffer = buffer;
      gain.gain.value = volume || 0.3;
      source.connect(gain);
      gain.connect(master);
      source.start();
    }

    function toggleSound() {
      kit.muted = !kit.muted;
      var button = document.querySelector('[data-action="sound"]');
      if (!button) return;
      button.textContent = kit.muted ? "Unmute" : "Mute";
      button.setAttribute("aria-pressed", String(kit.muted));
    }

    // ---- go: the first field shows behind the start overlay, and the page hears that the game is here

    spec.reset(kit);
    setText("[data-score]", 0);
    setText("[data-best]", 0);
    showOverlay(firstTitle, "", firstLabel);
    fit();
    wake();
    VWGame.ready();
    return kit;
  }

  window.VWKit = { start: start };
})();
