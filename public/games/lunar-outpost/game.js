/*
 * Lunar Outpost: a lander in the old style. Gravity pulls, the engine pushes along the ship's axis, and a
 * landing counts only on a pad, upright and slow. Each level is new ground with stronger gravity, less fuel
 * and, later, wind.
 */
(function () {
  "use strict";

  var W = 800;
  var H = 600;
  var THRUST = 58; // px/s² along the ship's axis
  var TURN = 2.4; // rad/s
  var BURN = 11; // fuel per second of thrust
  var SAFE_VY = 34;
  var SAFE_VX = 20;
  var SAFE_ANGLE = 0.2;
  var HULL = [
    [-13, 15],
    [13, 15],
    [-11, 0],
    [11, 0],
    [0, -14],
  ]; // feet first

  var stars = [];
  for (var i = 0; i < 110; i++) stars.push([Math.random() * W, Math.random() * H * 0.8, Math.random()]);

  var g;
  var rumble = null;

  function reset(api) {
    g = { level: 1, landers: 3, message: "", messageTime: 0 };
    newLevel(api);
  }

  function newLevel() {
    g.ground = makeGround(g.level);
    g.gravity = 20 + g.level * 2.2;
    g.wind = g.level >= 3 ? (Math.random() < 0.5 ? -1 : 1) * Math.min(9, 2 + g.level) : 0;
    g.fuelMax = Math.max(55, 100 - (g.level - 1) * 6);
    placeShip();
  }

  function placeShip() {
    g.ship = {
      x: 80 + Math.random() * (W - 160),
      y: 70,
      vx: (Math.random() < 0.5 ? -1 : 1) * (20 + Math.random() * 25),
      vy: 5,
      angle: 0,
      thrusting: false,
    };
    g.fuel = g.fuelMax;
    g.phase = "flying";
    g.phaseTime = 0;
    g.debris = [];
  }

  function makeGround(level) {
    var n = 40;
    var step = W / n;
    var points = [];
    var y = 470;
    for (var i = 0; i <= n; i++) {
      y += (Math.random() - 0.5) * (40 + level * 4);
      y = Math.max(330, Math.min(560, y));
      points.push(y);
    }
    // Pads: a wide easy one and narrower ones that pay more.
    var widths = level < 3 ? [4, 3, 2] : [3, 2, 2];
    var multipliers = { 4: 2, 3: 3, 2: 5 };
    var pads = [];
    var taken = [];
    widths.forEach(function (w) {
      for (var tries = 0; tries < 50; tries++) {
        var start = 1 + Math.floor(Math.random() * (n - w - 1));
        var clash = taken.some(function (t) {
          return start < t[1] + 2 && start + w > t[0] - 2;
        });
        if (clash) continue;
        taken.push([start, start + w]);
        var level = points[start];
        for (var k = start; k <= start + w; k++) points[k] = level;
        pads.push({ x1: start * step, x2: (start + w) * step, y: level, multiplier: multipliers[w] });
        break;
      }
    });
    var craters = [];
    for (var c = 0; c < 14; c++) craters.push([Math.random() * W, 8 + Math.random() * 40, 3 + Math.random() * 9]);
    return { points: points, step: step, pads: pads, craters: craters };
  }

  function groundY(x) {
    var gr = g.ground;
    x = Math.max(0, Math.min(W - 0.001, x));
    var i = Math.floor(x / gr.step);
    var t = x / gr.step - i;
    return gr.points[i] * (1 - t) + gr.points[i + 1] * t;
  }

  function padUnder(x1, x2) {
    for (var i = 0; i < g.ground.pads.length; i++) {
      var p = g.ground.pads[i];
      if (x1 >= p.x1 - 2 && x2 <= p.x2 + 2) return p;
    }
    return null;
  }

  function update(dt, api) {
    var s = g.ship;
    g.phaseTime += dt;
    updateDebris(dt);
    if (g.phase !== "flying") {
      setRumble(api, false);
      if (g.phaseTime > 2) afterTouchdown(api);
      return;
    }
    if (api.held("left")) s.angle -= TURN * dt;
    if (api.held("right")) s.angle += TURN * dt;
    s.angle = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, s.angle));
    s.thrusting = (api.held("up") || api.held("action")) && g.fuel > 0;
    var ax = g.wind;
    var ay = g.gravity;
    if (s.thrusting) {
      ax += Math.sin(s.angle) * THRUST;
      ay -= Math.cos(s.angle) * THRUST;
      g.fuel = Math.max(0, g.fuel - BURN * dt);
    }
    setRumble(api, s.thrusting);
    s.vx += ax * dt;
    s.vy += ay * dt;
    s.x += s.vx * dt;
    s.y += s.vy * dt;
    if (s.x < 0) s.x += W;
    if (s.x >= W) s.x -= W;
    if (s.y < -200) s.vy = Math.max(s.vy, 0);
    checkContact(api);
  }

  function worldPoint(p) {
    var s = g.ship;
    var c = Math.cos(s.angle);
    var n = Math.sin(s.angle);
    return { x: s.x + p[0] * c - p[1] * n, y: s.y + p[0] * n + p[1] * c };
  }

  function checkContact(api) {
    var s = g.ship;
    var touching = HULL.some(function (p) {
      var w = worldPoint(p);
      return w.y >= groundY(w.x);
    });
    if (!touching) return;
    var left = worldPoint(HULL[0]);
    var right = worldPoint(HULL[1]);
    var pad = padUnder(Math.min(left.x, right.x), Math.max(left.x, right.x));
    var gentle = s.vy < SAFE_VY && Math.abs(s.vx) < SAFE_VX && Math.abs(s.angle) < SAFE_ANGLE;
    if (pad && gentle) {
      var soft = s.vy < SAFE_VY / 2 ? 1.5 : 1;
      var points = Math.round((50 + Math.round(g.fuel)) * pad.multiplier * soft);
      s.y = pad.y - 15;
      s.vx = s.vy = 0;
      s.angle = 0;
      g.phase = "landed";
      g.phaseTime = 0;
      g.message = (soft > 1 ? "Perfect landing! +" : "Landed! +") + points;
      api.addScore(points);
      [523, 659, 784, 1047].forEach(function (f, i) {
        api.sound.tone(f, 0.25, { type: "triangle", volume: 0.18, at: api.sound.now() + i * 0.09 });
      });
    } else {
      g.phase = "crashed";
      g.phaseTime = 0;
      g.landers -= 1;
      g.message = !pad
        ? "Crashed off the pads"
        : Math.abs(s.angle) >= SAFE_ANGLE
          ? "Crashed: not upright"
          : "Crashed: too fast";
      explode(s.x, s.y);
      api.sound.noise(0.9, { volume: 0.6, frequency: 500 });
      api.sound.tone(160, 0.6, { type: "sawtooth", volume: 0.15, slideTo: 40 });
    }
  }

  function afterTouchdown(api) {
    if (g.phase === "landed") {
      g.level += 1;
      newLevel(api);
    } else if (g.landers > 0) {
      placeShip();
    } else {
      api.gameOver("Mission over", "The outpost reached level " + g.level + ".");
    }
  }

  function explode(x, y) {
    for (var i = 0; i < 40; i++) {
      var a = -Math.random() * Math.PI;
      var v = 40 + Math.random() * 180;
      g.debris.push({
        x: x,
        y: y,
        vx: Math.cos(a) * v,
        vy: Math.sin(a) * v,
        life: 1 + Math.random(),
        hot: Math.random() < 0.5,
      });
    }
  }

  function updateDebris(dt) {
    for (var i = g.debris.length - 1; i >= 0; i--) {
      var d = g.debris[i];
      d.vy += g.gravity * dt;
      d.x += d.vx * dt;
      d.y += d.vy * dt;
      if (d.y > groundY(d.x)) {
        d.y = groundY(d.x);
        d.vx *= 0.5;
        d.vy *= -0.3;
      }
      d.life -= dt;
      if (d.life <= 0) g.debris.splice(i, 1);
    }
  }

  // The engine's roar: one looping noise whose volume follows the throttle.
  function setRumble(api, on) {
    var ctx = api.sound.ctx;
    if (!ctx) return;
    if (!rumble) {
      var buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
      var data = buffer.getChannelData(0);
      for (var i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
      var src = ctx.createBufferSource();
      src.buffer = buffer;
      src.loop = true;
      var filter = ctx.createBiquadFilter();
      filter.type = "lowpass";
      filter.frequency.value = 420;
      var gain = ctx.createGain();
      gain.gain.value = 0;
      src.connect(filter);
      filter.connect(gain);
      gain.connect(api.sound.out);
      src.start();
      rumble = gain;
    }
    rumble.gain.setTargetAtTime(on ? 0.5 : 0, ctx.currentTime, 0.04);
  }

  // --- drawing ---

  function draw(ctx, api) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#020617");
    sky.addColorStop(1, "#1e293b");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    for (var i = 0; i < stars.length; i++) {
      var st = stars[i];
      ctx.fillStyle = "rgba(255,255,255," + (0.3 + st[2] * 0.6) + ")";
      ctx.fillRect(st[0], st[1], st[2] > 0.8 ? 2 : 1, st[2] > 0.8 ? 2 : 1);
    }
    drawEarth(ctx);
    drawGround(ctx, api);
    drawDebris(ctx);
    if (g.phase !== "crashed") drawShip(ctx);
    drawInstruments(ctx);
    if (g.phase !== "flying") {
      ctx.font = "700 30px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = g.phase === "landed" ? "#86efac" : "#fca5a5";
      ctx.fillText(g.message, W / 2, 200);
      ctx.textAlign = "left";
    }
  }

  function drawEarth(ctx) {
    ctx.save();
    ctx.translate(660, 110);
    ctx.fillStyle = "#1d4ed8";
    ctx.beginPath();
    ctx.arc(0, 0, 34, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#22c55e";
    ctx.beginPath();
    ctx.ellipse(-8, -8, 12, 8, 0.5, 0, Math.PI * 2);
    ctx.ellipse(12, 10, 9, 12, -0.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "rgba(2, 6, 23, .55)";
    ctx.beginPath();
    ctx.arc(10, 0, 34, -Math.PI / 2, Math.PI / 2);
    ctx.ellipse(10, 0, 18, 34, 0, Math.PI / 2, -Math.PI / 2, true);
    ctx.fill();
    ctx.restore();
  }

  function drawGround(ctx, api) {
    var gr = g.ground;
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (var i = 0; i < gr.points.length; i++) ctx.lineTo(i * gr.step, gr.points[i]);
    ctx.lineTo(W, H);
    ctx.closePath();
    var rock = ctx.createLinearGradient(0, 330, 0, H);
    rock.addColorStop(0, "#94a3b8");
    rock.addColorStop(1, "#334155");
    ctx.fillStyle = rock;
    ctx.fill();
    ctx.strokeStyle = "#e2e8f0";
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = "rgba(30, 41, 59, .35)";
    gr.craters.forEach(function (c) {
      ctx.beginPath();
      ctx.ellipse(c[0], groundY(c[0]) + c[1], c[2] * 1.6, c[2] * 0.6, 0, 0, Math.PI * 2);
      ctx.fill();
    });
    gr.pads.forEach(function (p, k) {
      var blink = Math.floor(api.time * 2 + k) % 2 === 0;
      ctx.fillStyle = "#cbd5e1";
      ctx.fillRect(p.x1, p.y, p.x2 - p.x1, 5);
      ctx.fillStyle = blink ? "#facc15" : "#a16207";
      ctx.fillRect(p.x1, p.y - 3, 5, 3);
      ctx.fillRect(p.x2 - 5, p.y - 3, 5, 3);
      ctx.font = "700 15px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = "#fde68a";
      ctx.fillText("×" + p.multiplier, (p.x1 + p.x2) / 2, p.y + 22);
      ctx.textAlign = "left";
      drawDome(ctx, p, k);
    });
  }

  // A small piece of the outpost beside each pad: a dome with lit windows and an antenna.
  function drawDome(ctx, pad, k) {
    var side = k % 2 === 0 ? pad.x2 + 18 : pad.x1 - 18;
    if (side < 20 || side > W - 20) return;
    var base = groundY(side);
    ctx.fillStyle = "#e2e8f0";
    ctx.beginPath();
    ctx.arc(side, base, 13, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = "#38bdf8";
    ctx.fillRect(side - 6, base - 7, 4, 4);
    ctx.fillRect(side + 2, base - 7, 4, 4);
    ctx.strokeStyle = "#e2e8f0";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(side, base - 13);
    ctx.lineTo(side, base - 26);
    ctx.stroke();
    ctx.fillStyle = "#f43f5e";
    ctx.fillRect(side - 1.5, base - 29, 3, 3);
  }

  function drawShip(ctx) {
    var s = g.ship;
    ctx.save();
    ctx.translate(s.x, s.y);
    ctx.rotate(s.angle);
    if (s.thrusting) {
      var len = 18 + Math.random() * 12;
      var fire = ctx.createLinearGradient(0, 8, 0, 8 + len);
      fire.addColorStop(0, "#fef9c3");
      fire.addColorStop(1, "rgba(249, 115, 22, 0)");
      ctx.fillStyle = fire;
      ctx.beginPath();
      ctx.moveTo(-5, 9);
      ctx.lineTo(0, 9 + len);
      ctx.lineTo(5, 9);
      ctx.fill();
    }
    ctx.strokeStyle = "#cbd5e1";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(-8, 4);
    ctx.lineTo(-13, 15);
    ctx.moveTo(8, 4);
    ctx.lineTo(13, 15);
    ctx.moveTo(-16, 15);
    ctx.lineTo(-10, 15);
    ctx.moveTo(10, 15);
    ctx.lineTo(16, 15);
    ctx.stroke();
    ctx.fillStyle = "#facc15";
    ctx.fillRect(-10, 0, 20, 8);
    ctx.fillStyle = "#e2e8f0";
    ctx.beginPath();
    ctx.arc(0, -5, 10, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#0ea5e9";
    ctx.beginPath();
    ctx.arc(2, -6, 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#64748b";
    ctx.fillRect(-4, 8, 8, 3);
    ctx.restore();
    if (s.y < -10) {
      ctx.fillStyle = "#f1f5ff";
      ctx.beginPath();
      ctx.moveTo(s.x, 44);
      ctx.lineTo(s.x - 7, 56);
      ctx.lineTo(s.x + 7, 56);
      ctx.fill();
    }
  }

  function drawDebris(ctx) {
    g.debris.forEach(function (d) {
      ctx.globalAlpha = Math.min(1, d.life);
      ctx.fillStyle = d.hot ? "#fb923c" : "#cbd5e1";
      ctx.fillRect(d.x - 2, d.y - 2, 4, 4);
    });
    ctx.globalAlpha = 1;
  }

  function drawInstruments(ctx) {
    var s = g.ship;
    var x = 16;
    var y = 58;
    ctx.fillStyle = "rgba(2, 6, 23, .6)";
    ctx.fillRect(x - 8, y - 18, 196, 132);
    ctx.font = "600 14px system-ui, sans-serif";
    ctx.textBaseline = "middle";
    ctx.fillStyle = "#f1f5ff";
    ctx.fillText("Level " + g.level + "   Landers " + g.landers, x, y);
    ctx.fillText("Fuel", x, y + 22);
    ctx.strokeStyle = "rgba(255,255,255,.5)";
    ctx.strokeRect(x + 44, y + 15, 130, 14);
    ctx.fillStyle = g.fuel < 20 ? "#f87171" : "#4ade80";
    ctx.fillRect(x + 46, y + 17, 126 * (g.fuel / 100), 10);
    line("Down", Math.round(s.vy), s.vy < SAFE_VY, y + 44);
    line("Side", Math.round(Math.abs(s.vx)), Math.abs(s.vx) < SAFE_VX, y + 64);
    line("Tilt", Math.round((s.angle * 180) / Math.PI) + "°", Math.abs(s.angle) < SAFE_ANGLE, y + 84);
    if (g.wind) {
      ctx.fillStyle = "#93c5fd";
      ctx.fillText("Wind " + (g.wind > 0 ? "→" : "←"), x + 110, y + 84);
    }

    function line(label, value, ok, ly) {
      ctx.fillStyle = "#f1f5ff";
      ctx.fillText(label, x, ly);
      ctx.fillStyle = ok ? "#4ade80" : "#f87171";
      ctx.fillText(String(value), x + 46, ly);
    }
  }

  VWKit.arcade({ width: W, height: H, reset: reset, update: update, draw: draw });
})();
