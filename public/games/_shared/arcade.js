/*
 * The frame around a canvas game: what every arcade game here needs and none should write twice.
 *
 *   VWArcade.run({width, height, reset, update, draw, keydown?, keyup?, press?, tap?, swipe?})
 *
 * - A canvas drawn in logical units (width × height), fitted to the window with its aspect ratio kept and
 *   backed at devicePixelRatio, so it stays crisp at any frame size.
 * - A fixed-step update (60 per second) under requestAnimationFrame, running only while a round is played:
 *   paused by P, Escape, the pause button or the page (VWGame.onPause), and then it costs nothing.
 * - The states title → playing ⇄ paused → over, shown in the page's .overlay; R or the restart button begins a
 *   new round at any time; Enter, Space or a tap on the overlay starts or resumes.
 * - Input as names: "left", "right", "up", "down" (arrows and WASD), "action" (Space, Enter); the .pad's
 *   buttons (data-key="left" …) press and hold the same names; pointer presses, taps and swipes on the
 *   canvas arrive in logical coordinates.
 * - Sound through WebAudio, started by the first key or touch (a browser allows no earlier), M to mute.
 * - The score: shown in the HUD, reported with VWGame.score when it changes and VWGame.over when a round
 *   ends; the best is kept in memory only (a sandboxed frame has no storage).
 *
 * The page provides: canvas#screen, [data-score], [data-best], [data-overlay] with h1, [data-how],
 * [data-result] and button[data-action=start]; optionally button[data-action=pause|restart|sound], [data-hud=name].
 */
(function () {
  "use strict";

  var STEP = 1 / 60;
  var KEYS = {
    ArrowLeft: "left", a: "left", A: "left",
    ArrowRight: "right", d: "right", D: "right",
    ArrowUp: "up", w: "up", W: "up",
    ArrowDown: "down", s: "down", S: "down",
    " ": "action", Enter: "action",
  };
  var SCROLLING_KEYS = { ArrowLeft: 1, ArrowRight: 1, ArrowUp: 1, ArrowDown: 1, " ": 1, PageUp: 0, PageDown: 0 };

  function run(game) {
    var W = game.width;
    var H = game.height;
    var canvas = document.getElementById("screen");
    var ctx = canvas.getContext("2d");
    var overlay = document.querySelector("[data-overlay]");
    var overlayTitle = overlay.querySelector("h1");
    var overlayResult = overlay.querySelector("[data-result]");
    var overlayHow = overlay.querySelector("[data-how]");
    var startButton = overlay.querySelector("[data-action=start]");
    var soundButton = document.querySelector("[data-action=sound]");
    var gameTitle = overlayTitle.textContent;

    var state = "title";
    var score = 0;
    var best = 0;
    var rafId = 0;
    var last = 0;
    var acc = 0;
    var overAt = 0;
    var held = {};
    var audio = sound();

    var api = {
      W: W,
      H: H,
      time: 0,
      sound: audio,
      get score() { return score; },
      get state() { return state; },
      held: function (name) { return !!held[name]; },
      setScore: setScore,
      addScore: function (n) { setScore(score + n); },
      gameOver: gameOver,
      hud: function (name, text) {
        var el = document.querySelector('[data-hud="' + name + '"]');
        if (el && el.textContent !== String(text)) el.textContent = String(text);
      },
    };

    function setScore(n) {
      n = Math.max(0, Math.floor(n));
      if (n === score) return;
      score = n;
      text("[data-score]", score);
      VWGame.score(score);
    }

    function text(selector, value) {
      var el = document.querySelector(selector);
      if (el) el.textContent = String(value);
    }

    // --- canvas fitted to the frame ---
    function fit() {
      var scale = Math.min(window.innerWidth / W, window.innerHeight / H);
      var cssW = Math.max(1, Math.floor(W * scale));
      var cssH = Math.max(1, Math.floor(H * scale));
      var dpr = window.devicePixelRatio || 1;
      canvas.style.width = cssW + "px";
      canvas.style.height = cssH + "px";
      canvas.width = Math.round(cssW * dpr);
      canvas.height = Math.round(cssH * dpr);
      ctx.setTransform(canvas.width / W, 0, 0, canvas.height / H, 0, 0);
      draw();
    }

    function toLogical(event) {
      var rect = canvas.getBoundingClientRect();
      return { x: ((event.clientX - rect.left) / rect.width) * W, y: ((event.clientY - rect.top) / rect.height) * H };
    }

    // --- the loop ---
    function frame(now) {
      rafId = 0;
      if (state !== "playing") return;
      var delta = last ? Math.min(0.25, (now - last) / 1000) : STEP;
      last = now;
      acc += delta;
      while (acc >= STEP && state === "playing") {
        game.update(STEP, api);
        api.time += STEP;
        acc -= STEP;
      }
      draw();
      if (state === "playing") rafId = requestAnimationFrame(frame);
    }

    function startLoop() {
      if (rafId || VWGame.paused) return;
      last = 0;
      acc = 0;
      rafId = requestAnimationFrame(frame);
    }

    function stopLoop() {
      if (rafId) cancelAnimationFrame(rafId);
      rafId = 0;
    }

    function draw() {
      ctx.save();
      game.draw(ctx, api);
      ctx.restore();
    }

    // --- states ---
    function showOverlay(title, result, button) {
      overlayTitle.textContent = title;
      // After a round the result matters; the rules are for the start and a pause.
      if (overlayHow) overlayHow.hidden = state === "over";
      overlayResult.textContent = result || "";
      overlayResult.hidden = !result;
      startButton.textContent = button;
      overlay.hidden = false;
    }

    function begin() {
      if ((state === "playing" || state === "paused") && score > 0) endRound();
      held = {};
      api.time = 0;
      score = -1;
      game.reset(api);
      setScore(0);
      state = "playing";
      overlay.hidden = true;
      audio.resume();
      startLoop();
    }

    function endRound() {
      if (score > best) best = score;
      text("[data-best]", best);
      VWGame.over(score);
    }

    function gameOver(title, detail) {
      if (state !== "playing") return;
      var wasBest = score > best && score > 0;
      state = "over";
      overAt = performance.now();
      stopLoop();
      endRound();
      draw();
      var result = "Score " + score + (wasBest ? " · New best!" : " · Best " + best);
      showOverlay(title || "Game over", detail ? detail + " " + result : result, "Play again");
      audio.suspendSoon();
    }

    function pause() {
      if (state !== "playing") return;
      state = "paused";
      stopLoop();
      held = {};
      showOverlay("Paused", "Score " + score, "Resume");
      audio.suspend();
    }

    function resume() {
      if (state !== "paused" || VWGame.paused) return;
      state = "playing";
      overlay.hidden = true;
      audio.resume();
      startLoop();
    }

    function primary() {
      // Holding a key through the end of a round must not start the next one by accident.
      if (state === "over" && performance.now() - overAt < 600) return;
      if (state === "paused") resume();
      else if (state !== "playing") begin();
    }

    // --- input ---
    function press(name, key, event) {
      if (!held[name]) held[name] = true;
      if (state === "playing" && game.keydown) game.keydown(name, key, api, event);
    }

    function release(name, key) {
      if (!held[name]) return;
      held[name] = false;
      if (state === "playing" && game.keyup) game.keyup(name, key, api);
    }

    window.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      audio.unlock();
      var key = event.key;
      if (SCROLLING_KEYS[key]) event.preventDefault();
      if (key === "p" || key === "P" || key === "Escape") {
        if (state === "playing") pause();
        else if (state === "paused") resume();
        return;
      }
      if (key === "r" || key === "R") return begin();
      if (key === "m" || key === "M") return toggleSound();
      var name = KEYS[key] || key;
      if (state !== "playing") {
        if (name === "action") {
          event.preventDefault();
          if (!event.repeat) primary();
        }
        return;
      }
      if (key === "Enter") event.preventDefault(); // a focused button must not also fire
      if (event.repeat && held[name]) return;
      press(name, key, event);
    });

    window.addEventListener("keyup", function (event) {
      release(KEYS[event.key] || event.key, event.key);
    });

    window.addEventListener("blur", function () {
      for (var name in held) release(name, name);
    });

    var pointerStart = null;
    canvas.addEventListener("pointerdown", function (event) {
      audio.unlock();
      event.preventDefault();
      if (state !== "playing") return;
      var p = toLogical(event);
      pointerStart = { x: event.clientX, y: event.clientY, t: performance.now(), id: event.pointerId };
      if (game.press) game.press(p.x, p.y, api);
    });
    canvas.addEventListener("pointerup", function (event) {
      var start = pointerStart;
      pointerStart = null;
      if (!start || start.id !== event.pointerId || state !== "playing") return;
      var dx = event.clientX - start.x;
      var dy = event.clientY - start.y;
      var far = Math.max(Math.abs(dx), Math.abs(dy)) > 24;
      if (far && game.swipe) {
        game.swipe(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "right" : "left") : dy > 0 ? "down" : "up", api);
      } else if (!far && game.tap) {
        var p = toLogical(event);
        game.tap(p.x, p.y, api);
      }
    });
    canvas.addEventListener("pointercancel", function () { pointerStart = null; });
    canvas.addEventListener("contextmenu", function (event) { event.preventDefault(); });

    Array.prototype.forEach.call(document.querySelectorAll(".pad [data-key]"), function (button) {
      var name = button.getAttribute("data-key");
      function down(event) {
        event.preventDefault();
        audio.unlock();
        if (button.setPointerCapture) button.setPointerCapture(event.pointerId);
        press(name, name, event);
      }
      function up(event) {
        event.preventDefault();
        release(name, name);
      }
      button.addEventListener("pointerdown", down);
      button.addEventListener("pointerup", up);
      button.addEventListener("pointercancel", up);
      button.addEventListener("lostpointercapture", up);
      button.addEventListener("contextmenu", function (event) { event.preventDefault(); });
    });

    startButton.addEventListener("click", function () {
      audio.unlock();
      primary();
    });
    // A tap anywhere on the overlay starts too (its buttons answer their own click).
    overlay.addEventListener("pointerdown", function (event) {
      audio.unlock();
      if (!event.target.closest("button")) primary();
    });
    // A touch grants the right to play sound only when it ends.
    window.addEventListener("pointerup", function () { audio.unlock(); }, true);

    function onButton(action, fn) {
      var button = document.querySelector("[data-action=" + action + "]");
      if (!button) return;
      button.addEventListener("click", function () {
        audio.unlock();
        button.blur(); // so Space and Enter stay the game's keys
        fn();
      });
    }
    onButton("pause", function () { if (state === "playing") pause(); else resume(); });
    onButton("restart", begin);
    onButton("sound", toggleSound);

    function toggleSound() {
      audio.setMuted(!audio.muted);
      if (soundButton) {
        soundButton.textContent = audio.muted ? "♪ off" : "♪";
        soundButton.setAttribute("aria-label", audio.muted ? "Sound off" : "Sound on");
        soundButton.setAttribute("aria-pressed", String(!audio.muted));
      }
    }

    VWGame.onPause(function () { pause(); });
    VWGame.onResume(function () { /* stays paused: the player resumes when ready */ });

    window.addEventListener("resize", fit);
    if (window.matchMedia) {
      var watchDpr = function () {
        var query = window.matchMedia("(resolution: " + (window.devicePixelRatio || 1) + "dppx)");
        var once = function () { query.removeEventListener("change", once); fit(); watchDpr(); };
        query.addEventListener("change", once);
      };
      watchDpr();
    }

    game.reset(api);
    showOverlay(gameTitle, "", "Play");
    fit();
    VWGame.ready();
    return api;
  }

  /** Small synthesiser: tones and noise bursts, all through one master gain that M mutes. */
  function sound() {
    var ctx = null;
    var out = null;
    var noiseBuffer = null;
    var suspendTimer = 0;
    var self = {
      muted: false,
      get ctx() { return ctx; },
      get out() { return out; },
      unlock: function () {
        // Only after the person has interacted: earlier, the browser refuses and complains.
        if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
        if (!ctx) {
          var Ctor = window.AudioContext || window.webkitAudioContext;
          if (!Ctor) return;
          try {
            ctx = new Ctor();
          } catch (e) {
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
      now: function () { return ctx ? ctx.currentTime : 0; },
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
      /** noise(seconds, {volume, filter: "lowpass"|"highpass"|"bandpass", frequency, at}) */
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
        var filter = ctx.createBiquadFilter();
        filter.type = opts.filter || "lowpass";
        filter.frequency.value = opts.frequency || 1200;
        var gain = ctx.createGain();
        gain.gain.setValueAtTime(opts.volume == null ? 0.3 : opts.volume, t);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + dur);
        src.connect(filter);
        filter.connect(gain);
        gain.connect(opts.to || out);
        src.start(t);
        src.stop(t + dur + 0.02);
      },
    };
    return self;
  }

  window.VWArcade = { run: run, STEP: STEP };
})();
