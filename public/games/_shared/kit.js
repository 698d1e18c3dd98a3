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
 *
 * The one kit of every shipped game. Games written against an event-style interface call it through
 * VWKit.arcade(game) at the end of this file (the same loop, states, input and sound, seen through callbacks
 * keydown/keyup/press/tap/swipe and an `api` object); their markup may name its parts canvas#screen,
 * [data-overlay] (with [data-how], [data-result], button[data-action=start]), .pad buttons with data-key and
 * [data-hud=name] fields.
 */
(function () {
  "use strict";

  var STEP = 1 / 60;
  var SWIPE_PX = 24;
  var OVER_GUARD_MS = 700; // a key still held when the round ends must not start the next one at once
  var KEYS = {
    ArrowLeft: "left",
    KeyA: "left",
    ArrowRight: "right",
    KeyD: "right",
    ArrowUp: "up",
    KeyW: "up",
    ArrowDown: "down",
    KeyS: "down",
    Space: "action",
  };

  function start(spec) {
    var W = spec.width,
      H = spec.height;
    var canvas = document.querySelector(".stage canvas, canvas#screen");
    var stage = canvas.parentElement;
    var ctx = canvas.getContext("2d");
    var overlay = document.querySelector(".overlay, [data-overlay]");
    var overlayTitle = overlay.querySelector("h1");
    var overlayResult = overlay.querySelector(".result, [data-result]");
    var overlayHow = overlay.querySelector("[data-how]");
    var overlayButton = overlay.querySelector("button[data-action=start]") || overlay.querySelector("button");
    var firstTitle = overlayTitle.textContent;
    var firstLabel = overlayButton.textContent;
    var held = {};
    var raf = 0,
      last = 0,
      acc = 0,
      overAt = 0;
    var touchStart = null;

    var audio = synthesiser();
    var kit = {
      width: W,
      height: H,
      state: "ready",
      score: 0,
      best: 0,
      time: 0,
      muted: false,
      add: function (n) {
        setScore(kit.score + n);
      },
      setScore: setScore,
      over: over,
      status: function (text) {
        setText("[data-status]", text);
      },
      hud: function (name, text) {
        setText('[data-hud="' + name + '"]', text);
      },
      held: function (name) {
        return !!held[name];
      },
      tone: tone,
      noise: noise,
      sound: audio,
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
      // After a round the result matters; the rules are for the start and a pause.
      if (overlayHow) overlayHow.hidden = kit.state === "over";
      overlayResult.textContent = result || "";
      overlayResult.hidden = !result;
      overlayButton.textContent = label;
      overlay.hidden = false;
    }

    function begin() {
      if (VWGame.paused) return;
      held = {};
      kit.time = 0;
      spec.reset(kit);
      setScore(0);
      kit.state = "playing";
      overlay.hidden = true;
      audio.resume();
      wake();
    }

    // over(title?, detail?): the round ends; `detail` (what happened) goes before the score line.
    function over(title, detail) {
      if (kit.state !== "playing") return;
      kit.state = "over";
      overAt = performance.now();
      VWGame.over(kit.score);
      var improved = recordBest() && kit.score > 0;
      var result = "Score " + kit.score + (improved ? " · new best!" : " · best " + kit.best);
      showOverlay(title || "Game over", detail ? detail + " " + result : result, "Play again");
      draw();
      audio.suspendSoon();
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
      audio.suspend();
    }

    function resume() {
      if (kit.state !== "paused" || VWGame.paused) return;
      kit.state = "playing";
      overlay.hidden = true;
      audio.resume();
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
      var cssW = Math.max(1, Math.floor(W * scale)),
        cssH = Math.max(1, Math.floor(H * scale));
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
    // Moved to a screen of another density (or zoomed): drawn again at the new one.
    if (window.matchMedia) {
      var watchDensity = function () {
        var query = window.matchMedia("(resolution: " + (window.devicePixelRatio || 1) + "dppx)");
        var once = function () {
          query.removeEventListener("change", once);
          fit();
          watchDensity();
        };
        query.addEventListener("change", once);
      };
      watchDensity();
    }

    // ---- keys

    function keyName(e) {
      return e.key.length === 1 ? e.key.toLowerCase() : e.key;
    }

    function inputName(e) {
      var extra = spec.keys || {};
      var name = extra[e.code] || extra[keyName(e)] || KEYS[e.code];
      // A game that reads keys itself hears every other key by its own name.
      if (!name && spec.anyKey && e.key !== "Tab" && e.key !== "Shift") name = e.key;
      return name;
    }

    window.addEventListener("keydown", function (e) {
      audio.unlock();
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
      if (spec.press) spec.press(name, e.repeat, kit, e);
    });

    window.addEventListener("keyup", function (e) {
      var name = inputName(e);
      if (!name || !held[name]) return;
      held[name] = false;
      if (spec.release) spec.release(name, kit, e);
    });

    window.addEventListener("blur", function () {
      for (var name in held) if (held[name] && spec.release) spec.release(name, kit);
      held = {};
    });

    // ---- pointer on the canvas: taps, drags and swipes

    function local(e) {
      var r = canvas.getBoundingClientRect();
      return { x: ((e.clientX - r.left) * W) / r.width, y: ((e.clientY - r.top) * H) / r.height };
    }

    canvas.addEventListener("pointerdown", function (e) {
      audio.unlock();
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
        var dx = e.clientX - touchStart.x,
          dy = e.clientY - touchStart.y;
        if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE_PX && spec.press) {
          spec.press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "right" : "left") : dy > 0 ? "down" : "up", false, kit);
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
      audio.unlock();
      primary();
    });
    // A tap anywhere on the overlay starts too (its buttons answer their own click).
    overlay.addEventListener("pointerdown", function (e) {
      audio.unlock();
      if (!e.target.closest("button")) primary();
    });
    // A touch grants the right to play sound only when it ends.
    window.addEventListener(
      "pointerup",
      function () {
        audio.unlock();
      },
      true,
    );

    function onAction(name, fn) {
      var button = document.querySelector('[data-action="' + name + '"]');
      if (!button) return;
      button.addEventListener("click", function (e) {
        audio.unlock();
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

    Array.prototype.forEach.call(document.querySelectorAll(".pad [data-input], .pad [data-key]"), function (button) {
      var name = button.getAttribute("data-input") || button.getAttribute("data-key");
      function up() {
        if (!held[name]) return;
        held[name] = false;
        if (spec.release) spec.release(name, kit);
      }
      button.addEventListener("pointerdown", function (e) {
        e.preventDefault();
        audio.unlock();
        if (kit.state !== "playing") return primary();
        if (button.setPointerCapture) button.setPointerCapture(e.pointerId);
        held[name] = true;
        if (spec.press) spec.press(name, false, kit, e);
      });
      button.addEventListener("pointerup", up);
      button.addEventListener("pointercancel", up);
      button.addEventListener("lostpointercapture", up);
      button.addEventListener("contextmenu", function (e) {
        e.preventDefault();
      });
    });

    // ---- sound: the one synthesiser (below), started by the first gesture, silent while muted

    // A short note: tone(440, 0.1, {type: "square", to: 880, volume: 0.5, delay: 0}); `to` slides the pitch.
    function tone(freq, duration, options) {
      var o = options || {};
      audio.tone(freq, duration, {
        type: o.type,
        slideTo: o.to,
        volume: o.volume == null ? 0.3 : o.volume,
        at: audio.now() + (o.delay || 0),
        attack: 0.002,
      });
    }

    // A burst of noise (crashes, explosions, splashes).
    function noise(duration, volume) {
      audio.noise(duration, { volume: volume || 0.3, filter: "none" });
    }

    function toggleSound() {
      kit.muted = !kit.muted;
      audio.setMuted(kit.muted);
      var button = document.querySelector('[data-action="sound"]');
      if (!button) return;
      if (button.hasAttribute("aria-label")) {
        // An icon button: its name says what the sound is.
        button.textContent = kit.muted ? "♪ off" : "♪";
        button.setAttribute("aria-label", kit.muted ? "Sound off" : "Sound on");
        button.setAttribute("aria-pressed", String(!kit.muted));
      } else {
        button.textContent = kit.muted ? "Unmute" : "Mute";
        button.setAttribute("aria-pressed", String(kit.muted));
      }
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

  /**
   * The small synthesiser of every game: tones and noise bursts through one master gain that M mutes, created
   * on the first gesture (earlier the browser refuses), suspended while paused and soon after a round ends.
   * A game may schedule on its clock (now(), `at`) and route through its own nodes (ctx, out, `to`).
   */
  function synthesiser() {
    var ctx = null;
    var out = null;
    var noiseBuffer = null;
    var suspendTimer = 0;
    var self = {
      muted: false,
      get ctx() {
        return ctx;
      },
      get out() {
        return out;
      },
      unlock: function () {
        // Only after the person has interacted: earlier, the browser refuses and complains.
        if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
        if (!ctx) {
          var Ctor = window.AudioContext || window.webkitAudioContext;
          if (!Ctor) return;
          try {
            ctx = new Ctor();
          } catch {
            return;
          }
          out = ctx.createGain();
          out.gain.value = self.muted ? 0 : 0.4;
          out.connect(ctx.destination);
        }
        if (ctx.state === "suspended") ctx.resume();
      },
      resume: function () {
        clearTimeout(suspendTimer);
        if (ctx && ctx.state === "suspended") ctx.resume();
      },
      suspend: function () {
        clearTimeout(suspendTimer);
        if (ctx && ctx.state === "running") ctx.suspend();
      },
      suspendSoon: function () {
        clearTimeout(suspendTimer);
        suspendTimer = setTimeout(self.suspend, 1500);
      },
      setMuted: function (muted) {
        self.muted = muted;
        if (out) out.gain.setTargetAtTime(muted ? 0 : 0.4, ctx.currentTime, 0.02);
      },
      now: function () {
        return ctx ? ctx.currentTime : 0;
      },
      /** tone(frequency, seconds, {type, volume, slideTo, at, attack}) */
      tone: function (freq, dur, opts) {
        if (!ctx || ctx.state !== "running") return;
        opts = opts || {};
        var t = opts.at || ctx.currentTime;
        var osc = ctx.createOscillator();
        var gain = ctx.createGain();
        osc.type = opts.type || "square";
        osc.frequency.setValueAtTime(freq, t);
        if (opts.slideTo) osc.frequency.exponentialRampToValueAtTime(opts.slideTo, t + dur);
        var volume = opts.volume == null ? 0.25 : opts.volume;
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(volume, t + (opts.attack || 0.005));
        gain.gain.exponentialRampToValueAtTime(0.0001, t + dur);
        osc.connect(gain);
        gain.connect(opts.to || out);
        osc.start(t);
        osc.stop(t + dur + 0.02);
      },
      /** noise(seconds, {volume, filter: "lowpass"|"highpass"|"bandpass"|"none", frequency, at}) */
      noise: function (dur, opts) {
        if (!ctx || ctx.state !== "running") return;
        opts = opts || {};
        if (!noiseBuffer) {
          noiseBuffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
          var data = noiseBuffer.getChannelData(0);
          for (var i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
        }
        var t = opts.at || ctx.currentTime;
        var src = ctx.createBufferSource();
        src.buffer = noiseBuffer;
        src.loop = true;
        var gain = ctx.createGain();
        gain.gain.setValueAtTime(opts.volume == null ? 0.3 : opts.volume, t);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + dur);
        if (opts.filter === "none") {
          src.connect(gain);
        } else {
          var filter = ctx.createBiquadFilter();
          filter.type = opts.filter || "lowpass";
          filter.frequency.value = opts.frequency || 1200;
          src.connect(filter);
          filter.connect(gain);
        }
        gain.connect(opts.to || out);
        src.start(t);
        src.stop(t + dur + 0.02);
      },
    };
    return self;
  }

  /**
   * An event-style game on the same kit: VWKit.arcade({width, height, reset(api), update(dt, api),
   * draw(ctx, api), keydown(name, key, api, event)?, keyup(name, key, api)?, press(x, y, api)?, tap(x, y, api)?,
   * swipe(direction, api)?}). Every key reaches keydown ("left" "right" "up" "down" "action" for arrows, WASD,
   * Space and Enter; any other by its own name); a pointer press arrives at once, and when it ends a short
   * one is a tap, a long one a swipe. `api`: W, H, time, score, state ("title" before the first round),
   * held(name), setScore(n), addScore(n), gameOver(title?, detail?), hud(name, text), sound.
   */
  function arcade(game) {
    var api = null;
    var down = null;
    function apiOf(kit) {
      if (api) return api;
      api = {
        W: game.width,
        H: game.height,
        sound: kit.sound,
        get time() {
          return kit.time;
        },
        get score() {
          return kit.score;
        },
        get state() {
          return kit.state === "ready" ? "title" : kit.state;
        },
        held: kit.held,
        setScore: kit.setScore,
        addScore: kit.add,
        gameOver: kit.over,
        hud: kit.hud,
      };
      return api;
    }
    return start({
      width: game.width,
      height: game.height,
      keys: { Enter: "action" },
      anyKey: true,
      reset: function (kit) {
        game.reset(apiOf(kit));
      },
      update: function (dt, kit) {
        game.update(dt, apiOf(kit));
      },
      draw: function (ctx, kit) {
        game.draw(ctx, apiOf(kit));
      },
      press: function (name, repeat, kit, e) {
        if (!repeat && game.keydown) game.keydown(name, e && e.key ? e.key : name, apiOf(kit), e);
      },
      release: function (name, kit, e) {
        if (game.keyup) game.keyup(name, e && e.key ? e.key : name, apiOf(kit));
      },
      pointer: function (type, x, y, e, kit) {
        if (type === "down") {
          down = { x: e.clientX, y: e.clientY, id: e.pointerId };
          if (game.press) game.press(x, y, apiOf(kit));
          return;
        }
        if (type !== "up" || !down || down.id !== e.pointerId) return;
        var dx = e.clientX - down.x,
          dy = e.clientY - down.y;
        down = null;
        var far = Math.max(Math.abs(dx), Math.abs(dy)) > 24;
        if (far && game.swipe)
          game.swipe(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "right" : "left") : dy > 0 ? "down" : "up", apiOf(kit));
        else if (!far && game.tap) game.tap(x, y, apiOf(kit));
      },
    });
  }

  window.VWKit = { start: start, arcade: arcade, STEP: STEP };
})();
