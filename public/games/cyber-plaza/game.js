/*
 * Cyber Plaza: a four-lane rhythm game. Each song is generated: a chord loop with drums, bass and an
 * arpeggio, synthesised with WebAudio and scheduled a little ahead on the audio clock, and a chart of arrows
 * placed on its eighth notes. The song's time comes from the audio clock (minus the output latency), so
 * what you see, what you hear and what is judged agree; without sound it falls back to frame time.
 */
(function () {
  "use strict";

  var W = 800;
  var H = 600;
  var HIT_Y = 492;
  var LANE_X = [283, 361, 439, 517];
  var LANE_W = 74;
  var COLORS = ["#f472b6", "#22d3ee", "#4ade80", "#facc15"];
  var ANGLES = [-Math.PI / 2, Math.PI, 0, Math.PI / 2];
  var KEY_LANE = {
    ArrowLeft: 0,
    ArrowDown: 1,
    ArrowUp: 2,
    ArrowRight: 3,
    d: 0,
    f: 1,
    j: 2,
    k: 3,
    D: 0,
    F: 1,
    J: 2,
    K: 3,
  };
  var WINDOWS = [
    [0.05, "PERFECT", 300, 3, 1],
    [0.095, "GREAT", 200, 2, 0.7],
    [0.14, "GOOD", 100, 1, 0.4],
  ];
  var CHORDS = [
    [57, 60, 64],
    [53, 57, 60],
    [48, 52, 55],
    [55, 59, 62],
  ]; // Am F C G
  var SONG_NAMES = ["Neon Steps", "Plaza Pulse", "Midnight Grid", "Hologram Heart", "Overclock", "Skyline Rush"];
  var LOOKAHEAD = 0.15;

  var skyline = [];
  (function () {
    var x = 0;
    while (x < W) {
      var w = 40 + Math.random() * 60;
      var h = 120 + Math.random() * 200;
      var windows = [];
      for (var wy = 14; wy < h - 10; wy += 16) {
        for (var wx = 8; wx < w - 10; wx += 14)
          if (Math.random() < 0.45) windows.push([wx, wy, Math.random() < 0.5 ? "#67e8f9" : "#f0abfc"]);
      }
      skyline.push({ x: x, w: w, h: h, windows: windows });
      x += w + 4;
    }
  })();

  var g;

  function reset() {
    g = {
      songIndex: 0,
      energy: 60,
      combo: 0,
      maxCombo: 0,
      flash: [0, 0, 0, 0],
      judgement: null,
      sparks: [],
      pose: -1,
      poseTime: 0,
      banner: 0,
    };
    startSong();
  }

  function startSong() {
    g.song = makeSong(g.songIndex);
    g.clock = { t: -0.8, offset: 0, synced: false, perfAt: performance.now() };
    g.musicIndex = 0;
    g.done = false;
    g.banner = 2;
    g.bannerText =
      "Song " + (g.songIndex + 1) + ": " + SONG_NAMES[g.songIndex % SONG_NAMES.length] + " · " + g.song.bpm + " BPM";
    g.stats = { notes: 0, weight: 0 };
  }

  function midi(n) {
    return 440 * Math.pow(2, (n - 69) / 12);
  }

  function makeSong(n) {
    var bpm = Math.min(168, 104 + n * 10);
    var step = 60 / bpm / 4; // a sixteenth
    var bars = 16;
    var music = [];
    var notes = [];
    var density = Math.min(0.8, 0.34 + n * 0.08);
    var lastLane = -1;
    for (var s = 0; s < bars * 16; s++) {
      var t = s * step;
      var bar = Math.floor(s / 16);
      var pos = s % 16;
      var chord = CHORDS[bar % 4];
      if (pos % 4 === 0) music.push({ t: t, type: "kick" });
      if (pos === 4 || pos === 12) music.push({ t: t, type: "snare" });
      if (pos % 2 === 0 && pos % 4 !== 0) music.push({ t: t, type: "hat" });
      if (n >= 3 && pos % 2 === 1) music.push({ t: t, type: "tick" });
      if (pos % 2 === 0)
        music.push({ t: t, type: "bass", f: midi(chord[0] - 24 + (pos % 8 === 6 ? 12 : 0)), d: step * 1.8 });
      var arp = Math.floor(pos / 2) % 3;
      if (pos % 2 === 0)
        music.push({ t: t, type: "lead", f: midi(chord[arp] + 12 + (bar % 2 ? 12 : 0)), d: step * 1.6 });
      if (pos === 0)
        music.push({
          t: t,
          type: "pad",
          f: chord.map(function (m) {
            return midi(m);
          }),
          d: step * 16,
        });

      // The chart: nothing in the first bar (the count-in) or the last.
      if (bar === 0 || bar === bars - 1) continue;
      var chance = pos % 4 === 0 ? density + 0.25 : pos % 2 === 0 ? density : n >= 4 ? density * 0.15 : 0;
      if (Math.random() >= chance) continue;
      var lane = (arp + bar + (Math.random() < 0.35 ? 1 + Math.floor(Math.random() * 3) : 0)) % 4;
      if (lane === lastLane && Math.random() < 0.7) lane = (lane + 1 + Math.floor(Math.random() * 3)) % 4;
      lastLane = lane;
      notes.push({ t: t, lane: lane, judged: false });
      if (n >= 2 && pos === 0 && Math.random() < 0.25) notes.push({ t: t, lane: (lane + 2) % 4, judged: false });
    }
    return { bpm: bpm, step: step, music: music, notes: notes, duration: bars * 16 * step + 0.8, speed: 380 + n * 35 };
  }

  // --- the song's clock ---

  function latency(ctx) {
    return (ctx.outputLatency || 0) + (ctx.baseLatency || 0);
  }

  function tick(dt, api) {
    var ctx = api.sound.ctx;
    var c = g.clock;
    var running = !!ctx && ctx.state === "running";
    if (running) {
      if (!c.synced) c.offset = ctx.currentTime - latency(ctx) - c.t;
      c.t = ctx.currentTime - latency(ctx) - c.offset;
    } else {
      c.t += dt;
    }
    c.synced = running;
    c.perfAt = performance.now();
  }

  function now(api) {
    var ctx = api.sound.ctx;
    var c = g.clock;
    if (c.synced && ctx && ctx.state === "running") return ctx.currentTime - latency(ctx) - c.offset;
    return c.t + (performance.now() - c.perfAt) / 1000;
  }

  function scheduleMusic(api) {
    var ctx = api.sound.ctx;
    var music = g.song.music;
    while (g.musicIndex < music.length && music[g.musicIndex].t < g.clock.t + LOOKAHEAD) {
      var e = music[g.musicIndex++];
      if (!g.clock.synced || e.t < g.clock.t - 0.02) continue;
      play(api, e, Math.max(ctx.currentTime, e.t + g.clock.offset));
    }
  }

  function play(api, e, at) {
    var s = api.sound;
    switch (e.type) {
      case "kick":
        s.tone(150, 0.16, { type: "sine", volume: 0.7, slideTo: 42, at: at });
        break;
      case "snare":
        s.noise(0.14, { volume: 0.28, filter: "bandpass", frequency: 1900, at: at });
        s.tone(190, 0.08, { type: "triangle", volume: 0.15, at: at });
        break;
      case "hat":
        s.noise(0.05, { volume: 0.12, filter: "highpass", frequency: 7000, at: at });
        break;
      case "tick":
        s.noise(0.03, { volume: 0.05, filter: "highpass", frequency: 9000, at: at });
        break;
      case "bass":
        s.tone(e.f, e.d, { type: "triangle", volume: 0.35, at: at });
        s.tone(e.f * 2, e.d * 0.6, { type: "square", volume: 0.03, at: at });
        break;
      case "lead":
        s.tone(e.f, e.d, { type: "square", volume: 0.045, at: at });
        break;
      default: // pad
        e.f.forEach(function (f) {
          s.tone(f, e.d, { type: "sine", volume: 0.05, attack: 0.2, at: at });
        });
    }
  }

  // --- play ---

  function update(dt, api) {
    tick(dt, api);
    if (g.banner > 0) g.banner -= dt;
    for (var l = 0; l < 4; l++) if (g.flash[l] > 0) g.flash[l] = Math.max(0, g.flash[l] - dt * 5);
    if (g.judgement) {
      g.judgement.life -= dt;
      if (g.judgement.life <= 0) g.judgement = null;
    }
    updateSparks(dt);
    if (g.poseTime > 0) g.poseTime -= dt;
    if (g.failing) {
      g.failing -= dt;
      if (g.failing <= 0)
        api.gameOver("The plaza goes dark", "Best combo " + g.maxCombo + ", song " + (g.songIndex + 1) + ".");
      return;
    }
    if (g.done) {
      g.doneTime -= dt;
      if (g.doneTime <= 0) {
        g.songIndex += 1;
        startSong();
      }
      return;
    }
    scheduleMusic(api);
    var t = g.clock.t;
    g.song.notes.forEach(function (n) {
      if (!n.judged && t - n.t > WINDOWS[2][0]) miss(n, api);
    });
    if (t > g.song.duration) finishSong(api);
  }

  function hit(lane, api) {
    if (g.done || g.failing) return;
    g.flash[lane] = 1;
    var t = now(api);
    var best = null;
    g.song.notes.forEach(function (n) {
      if (n.judged || n.lane !== lane) return;
      var off = Math.abs(n.t - t);
      if (off <= WINDOWS[2][0] && (!best || off < Math.abs(best.t - t))) best = n;
    });
    if (!best) return;
    var off = Math.abs(best.t - t);
    var w = WINDOWS[off <= WINDOWS[0][0] ? 0 : off <= WINDOWS[1][0] ? 1 : 2];
    best.judged = true;
    g.combo += 1;
    g.maxCombo = Math.max(g.maxCombo, g.combo);
    var multiplier = 1 + Math.min(1, Math.floor(g.combo / 10) * 0.1);
    api.addScore(Math.round(w[2] * multiplier));
    g.energy = Math.min(100, g.energy + w[3]);
    g.stats.notes += 1;
    g.stats.weight += w[4];
    g.judgement = {
      text: w[1],
      color: w === WINDOWS[0] ? "#fde047" : w === WINDOWS[1] ? "#67e8f9" : "#a7f3d0",
      life: 0.5,
    };
    g.pose = lane;
    g.poseTime = 0.35;
    for (var i = 0; i < 10; i++) {
      var a = -Math.random() * Math.PI;
      g.sparks.push({
        x: LANE_X[lane],
        y: HIT_Y,
        vx: Math.cos(a) * 160,
        vy: Math.sin(a) * 200,
        life: 0.4,
        color: COLORS[lane],
      });
    }
  }

  function miss(n, api) {
    n.judged = true;
    n.missed = true;
    g.combo = 0;
    g.energy -= 9;
    g.stats.notes += 1;
    g.judgement = { text: "MISS", color: "#f87171", life: 0.5 };
    api.sound.tone(110, 0.1, { type: "sawtooth", volume: 0.06 });
    if (g.energy <= 0) {
      g.energy = 0;
      g.failing = 1.4;
      api.sound.tone(440, 1.2, { type: "sawtooth", volume: 0.12, slideTo: 55 });
    }
  }

  function finishSong(api) {
    g.done = true;
    g.doneTime = 3;
    var accuracy = g.stats.notes ? g.stats.weight / g.stats.notes : 1;
    var bonus = Math.round(accuracy * 1000 * (g.songIndex + 1));
    api.addScore(bonus);
    g.banner = 3;
    g.bannerText = "Song clear! " + Math.round(accuracy * 100) + "% · +" + bonus;
  }

  function updateSparks(dt) {
    for (var i = g.sparks.length - 1; i >= 0; i--) {
      var p = g.sparks[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += 500 * dt;
      p.life -= dt;
      if (p.life <= 0) g.sparks.splice(i, 1);
    }
  }

  function keydown(name, key, api) {
    if (Object.prototype.hasOwnProperty.call(KEY_LANE, key)) hit(KEY_LANE[key], api);
  }

  function press(x, y, api) {
    for (var l = 0; l < 4; l++) if (Math.abs(x - LANE_X[l]) < LANE_W / 2 + 4 && y > 80) return hit(l, api);
  }

  // --- drawing ---

  function draw(ctx, api) {
    var t = g.clock.t;
    var beat = t / (g.song.step * 4);
    var pulse = t > 0 ? 1 - (beat - Math.floor(beat)) : 0;
    drawCity(ctx, pulse);
    drawFloor(ctx, pulse, t);
    drawLanes(ctx, t);
    drawDancer(ctx, beat, pulse);
    drawCrowd(ctx, beat);
    drawMeters(ctx);
    g.sparks.forEach(function (p) {
      ctx.globalAlpha = Math.max(0, p.life * 2.5);
      ctx.fillStyle = p.color;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    });
    ctx.globalAlpha = 1;
    ctx.textAlign = "center";
    if (g.judgement) {
      ctx.globalAlpha = Math.min(1, g.judgement.life * 3);
      ctx.font = "900 34px system-ui, sans-serif";
      ctx.fillStyle = g.judgement.color;
      ctx.fillText(g.judgement.text, 400, 300);
      if (g.combo > 1) {
        ctx.font = "700 18px system-ui, sans-serif";
        ctx.fillStyle = "#f5f3ff";
        ctx.fillText(g.combo + " combo", 400, 326);
      }
      ctx.globalAlpha = 1;
    }
    if (g.banner > 0) {
      ctx.globalAlpha = Math.min(1, g.banner);
      ctx.fillStyle = "rgba(15, 10, 46, .8)";
      ctx.fillRect(0, 170, W, 56);
      ctx.font = "800 24px system-ui, sans-serif";
      ctx.fillStyle = "#f0abfc";
      ctx.fillText(g.bannerText, 400, 206);
      ctx.globalAlpha = 1;
    }
    ctx.textAlign = "left";
  }

  function drawCity(ctx, pulse) {
    var sky = ctx.createLinearGradient(0, 0, 0, 360);
    sky.addColorStop(0, "#1e1b4b");
    sky.addColorStop(1, "#be185d");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    skyline.forEach(function (b) {
      var top = 360 - b.h;
      ctx.fillStyle = "#0f0a2e";
      ctx.fillRect(b.x, top, b.w, b.h);
      b.windows.forEach(function (w) {
        ctx.fillStyle = w[2];
        ctx.globalAlpha = 0.55 + pulse * 0.35;
        ctx.fillRect(b.x + w[0], top + w[1], 6, 5);
      });
      ctx.globalAlpha = 1;
    });
  }

  function drawFloor(ctx, pulse, t) {
    ctx.fillStyle = "#0f0a2e";
    ctx.fillRect(0, 360, W, H - 360);
    ctx.strokeStyle = "rgba(240, 171, 252," + (0.25 + pulse * 0.45) + ")";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (var i = -10; i <= 10; i++) {
      ctx.moveTo(400 + i * 14, 360);
      ctx.lineTo(400 + i * 110, H);
    }
    var scroll = (((t * 0.8) % 1) + 1) % 1;
    for (var k = 0; k < 8; k++) {
      var d = (k + scroll) / 8;
      var y = 360 + d * d * (H - 360);
      ctx.moveTo(0, y);
      ctx.lineTo(W, y);
    }
    ctx.stroke();
  }

  function drawLanes(ctx, t) {
    ctx.fillStyle = "rgba(15, 10, 46, .72)";
    ctx.fillRect(LANE_X[0] - LANE_W / 2 - 8, 60, LANE_W * 4 + 20, H - 60);
    for (var l = 0; l < 4; l++) {
      if (g.flash[l] > 0) {
        var beam = ctx.createLinearGradient(0, HIT_Y, 0, 60);
        beam.addColorStop(0, hexAlpha(COLORS[l], 0.45 * g.flash[l]));
        beam.addColorStop(1, hexAlpha(COLORS[l], 0));
        ctx.fillStyle = beam;
        ctx.fillRect(LANE_X[l] - LANE_W / 2, 60, LANE_W, HIT_Y - 60);
      }
      arrow(ctx, LANE_X[l], HIT_Y, 28 + g.flash[l] * 4, ANGLES[l], null, COLORS[l]);
    }
    ctx.strokeStyle = "rgba(255,255,255,.35)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(LANE_X[0] - LANE_W / 2, HIT_Y);
    ctx.lineTo(LANE_X[3] + LANE_W / 2, HIT_Y);
    ctx.stroke();
    var speed = g.song.speed;
    g.song.notes.forEach(function (n) {
      if (n.judged && !n.missed) return;
      var y = HIT_Y - (n.t - t) * speed;
      if (y < 40 || y > H + 40) return;
      ctx.globalAlpha = n.missed ? 0.3 : 1;
      arrow(ctx, LANE_X[n.lane], y, 26, ANGLES[n.lane], COLORS[n.lane], "#fdf4ff");
    });
    ctx.globalAlpha = 1;
    // Tap zones for fingers, under the line.
    ctx.fillStyle = "rgba(255,255,255,.05)";
    for (var z = 0; z < 4; z++) ctx.fillRect(LANE_X[z] - LANE_W / 2 + 3, HIT_Y + 40, LANE_W - 6, H - HIT_Y - 50);
  }

  function arrow(ctx, x, y, size, angle, fill, stroke) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.beginPath();
    ctx.moveTo(0, -size);
    ctx.lineTo(size, 0);
    ctx.lineTo(size * 0.42, 0);
    ctx.lineTo(size * 0.42, size);
    ctx.lineTo(-size * 0.42, size);
    ctx.lineTo(-size * 0.42, 0);
    ctx.lineTo(-size, 0);
    ctx.closePath();
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    }
    ctx.strokeStyle = stroke;
    ctx.lineWidth = fill ? 2 : 3;
    ctx.stroke();
    ctx.restore();
  }

  function hexAlpha(hex, a) {
    var n = parseInt(hex.slice(1), 16);
    return "rgba(" + (n >> 16) + "," + ((n >> 8) & 255) + "," + (n & 255) + "," + a + ")";
  }

  // A neon dancer who strikes the pose of the arrow just hit and bobs to the beat.
  function drawDancer(ctx, beat, pulse) {
    var x = 680;
    var floor = 470;
    var bob = Math.abs(Math.sin(beat * Math.PI)) * 8;
    var pose = g.poseTime > 0 ? g.pose : -1;
    var hipY = floor - 70 + bob;
    var neckY = hipY - 60;
    var arms = {
      "-1": [
        [-30, 30 - bob],
        [30, 30 - bob],
      ],
      0: [
        [-60, -10],
        [24, 40],
      ],
      1: [
        [-30, 60],
        [30, 60],
      ],
      2: [
        [-22, -60],
        [22, -60],
      ],
      3: [
        [-24, 40],
        [60, -10],
      ],
    }[pose];
    var legs =
      pose === 1
        ? [
            [-36, 50],
            [36, 50],
          ]
        : pose === 0
          ? [
              [-40, 66],
              [12, 70],
            ]
          : pose === 3
            ? [
                [-12, 70],
                [40, 66],
              ]
            : [
                [-18, 70],
                [18, 70],
              ];
    ctx.save();
    ctx.strokeStyle = "#67e8f9";
    ctx.shadowColor = "#22d3ee";
    ctx.shadowBlur = 10 + pulse * 10;
    ctx.lineWidth = 6;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(x, hipY);
    ctx.lineTo(x, neckY);
    arms.forEach(function (a) {
      ctx.moveTo(x, neckY + 6);
      ctx.lineTo(x + a[0], neckY + 6 + a[1]);
    });
    legs.forEach(function (l) {
      ctx.moveTo(x, hipY);
      ctx.lineTo(x + l[0], Math.min(floor, hipY + l[1]));
    });
    ctx.stroke();
    ctx.strokeStyle = "#f0abfc";
    ctx.shadowColor = "#e879f9";
    ctx.beginPath();
    ctx.arc(x, neckY - 18, 14, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  function drawCrowd(ctx, beat) {
    ctx.fillStyle = "#1e1b4b";
    for (var i = 0; i < 6; i++) {
      var x = 30 + i * 34;
      var jump = Math.max(0, Math.sin(beat * Math.PI * 2 + i)) * 6;
      ctx.beginPath();
      ctx.arc(x, 520 - jump, 12, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(x - 14, 534 - jump, 28, 70);
    }
  }

  function drawMeters(ctx) {
    ctx.font = "700 15px system-ui, sans-serif";
    ctx.fillStyle = "#f5f3ff";
    ctx.fillText("ENERGY", 24, 80);
    ctx.fillStyle = "rgba(255,255,255,.15)";
    ctx.fillRect(24, 90, 160, 14);
    ctx.fillStyle = g.energy < 25 ? "#f87171" : "#e879f9";
    ctx.fillRect(24, 90, (160 * g.energy) / 100, 14);
    ctx.fillStyle = "#f5f3ff";
    ctx.fillText("Song " + (g.songIndex + 1) + " · " + g.song.bpm + " BPM", 24, 130);
    ctx.fillText("Combo " + g.combo, 24, 152);
    var left = Math.max(0, g.song.duration - Math.max(0, g.clock.t));
    ctx.fillText(Math.ceil(left) + " s left", 24, 174);
  }

  VWKit.arcade({ width: W, height: H, reset: reset, update: update, draw: draw, keydown: keydown, press: press });
})();
