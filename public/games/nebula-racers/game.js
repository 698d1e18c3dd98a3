/*
 * Nebula Racers: a three-lane race seen from behind the ship. The track is drawn in perspective: a thing at
 * distance d ahead appears at scale FOCAL / d below the horizon, so asteroids grow as they come.
 */
(function () {
  "use strict";

  var W = 800;
  var H = 600;
  var HORIZON = 210;
  var FOCAL = 400;
  var CAMERA_HEIGHT = 1.6;
  var SHIP_D = 2; // the ship's distance from the camera
  var FAR = 34;
  var LANES = [-1, 0, 1];

  var stars = [];
  for (var i = 0; i < 140; i++) {
    stars.push({ a: Math.random() * Math.PI * 2, r: Math.random(), s: 0.3 + Math.random() * 0.7 });
  }

  var g; // the round's state

  function reset() {
    g = {
      lane: 1,
      x: 0,
      speed: 11,
      distance: 0,
      points: 0,
      things: [],
      nextRow: 10,
      hull: 3,
      invulnerable: 0,
      boost: 0,
      boosting: false,
      shake: 0,
      sparks: [],
      dying: 0,
      travelled: 0,
      flash: 0,
    };
  }

  function project(x, d) {
    var s = FOCAL / d;
    return { x: W / 2 + x * s * 1.2, y: HORIZON + CAMERA_HEIGHT * s, s: s };
  }

  function spawnRow() {
    // Never block all three lanes; the harder it gets, the more often two are blocked.
    var free = LANES.slice();
    var blocked = Math.random() < Math.min(0.65, 0.15 + g.travelled / 2000) ? 2 : 1;
    for (var b = 0; b < blocked; b++) {
      var lane = free.splice(Math.floor(Math.random() * free.length), 1)[0];
      g.things.push({ kind: "rock", x: lane, d: FAR, spin: Math.random() * 6, size: 0.32 + Math.random() * 0.12 });
    }
    if (Math.random() < 0.45) {
      var open = free[Math.floor(Math.random() * free.length)];
      g.things.push({ kind: "orb", x: open, d: FAR + 0.01, spin: 0, size: 0.2 });
    }
    var gap = Math.max(5.5, 11 - g.travelled / 300);
    g.nextRow = g.distance + gap + Math.random() * 4;
  }

  function update(dt, api) {
    if (g.dying > 0) {
      g.dying -= dt;
      updateSparks(dt);
      g.shake *= 0.92;
      if (g.dying <= 0) g.dead = true;
      if (g.dead) api.gameOver("Ship destroyed", "The asteroids won this time.");
      return;
    }
    // Steering glides to the chosen lane.
    g.x += (LANES[g.lane] - g.x) * Math.min(1, dt * 14);

    g.boosting = (api.held("up") || api.held("action")) && g.boost > 0;
    if (g.boosting) {
      g.boost = Math.max(0, g.boost - 38 * dt);
      if (Math.random() < 0.3) api.sound.tone(90 + Math.random() * 30, 0.08, { type: "sawtooth", volume: 0.05 });
    }
    var base = Math.min(32, 11 + g.travelled / 60);
    g.speed += (base * (g.boosting ? 1.7 : 1) - g.speed) * Math.min(1, dt * 3);
    var step = g.speed * dt;
    g.distance += step;
    g.travelled += step;
    g.points += step * (g.boosting ? 1 : 0.5);
    if (g.distance >= g.nextRow) spawnRow();

    for (var i = g.things.length - 1; i >= 0; i--) {
      var t = g.things[i];
      t.d -= step;
      t.spin += dt * 2;
      if (!t.hit && Math.abs(t.d - SHIP_D) < 0.5 && Math.abs(t.x - g.x) < 0.62) collide(t, api);
      if (t.d < 0.6) g.things.splice(i, 1);
    }
    if (g.invulnerable > 0) g.invulnerable -= dt;
    if (g.flash > 0) g.flash -= dt;
    g.shake *= 0.9;
    updateSparks(dt);
    api.setScore(g.points);
  }

  function collide(t, api) {
    t.hit = true;
    var at = project(t.x, SHIP_D);
    if (t.kind === "orb") {
      t.d = -1;
      g.boost = Math.min(100, g.boost + 34);
      g.points += 10;
      burst(at.x, at.y - 30, "#67e8f9", 14);
      api.sound.tone(880, 0.1, { type: "triangle", volume: 0.2 });
      api.sound.tone(1320, 0.16, { type: "triangle", volume: 0.2, at: api.sound.now() + 0.07 });
      return;
    }
    if (g.boosting) {
      t.d = -1;
      g.points += 25;
      burst(at.x, at.y - 30, "#fbbf24", 22);
      api.sound.noise(0.25, { volume: 0.3, frequency: 2400 });
      return;
    }
    if (g.invulnerable > 0) return;
    t.d = -1;
    g.hull -= 1;
    g.shake = 14;
    g.flash = 0.25;
    burst(at.x, at.y - 30, "#f97316", 30);
    api.sound.noise(0.45, { volume: 0.5, frequency: 700 });
    if (g.hull <= 0) {
      g.dying = 1.1;
      burst(at.x, at.y - 30, "#fde68a", 60);
      api.sound.tone(220, 0.9, { type: "sawtooth", volume: 0.2, slideTo: 40 });
    } else {
      g.invulnerable = 1.6;
    }
  }

  function burst(x, y, color, n) {
    for (var i = 0; i < n; i++) {
      var a = Math.random() * Math.PI * 2;
      var v = 60 + Math.random() * 260;
      g.sparks.push({
        x: x,
        y: y,
        vx: Math.cos(a) * v,
        vy: Math.sin(a) * v,
        life: 0.5 + Math.random() * 0.5,
        color: color,
      });
    }
  }

  function updateSparks(dt) {
    for (var i = g.sparks.length - 1; i >= 0; i--) {
      var p = g.sparks[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vx *= 0.96;
      p.vy *= 0.96;
      p.life -= dt;
      if (p.life <= 0) g.sparks.splice(i, 1);
    }
  }

  function keydown(name, key, api) {
    if (g.dying > 0) return;
    if (name === "left" && g.lane > 0) steer(-1, api);
    if (name === "right" && g.lane < 2) steer(1, api);
  }

  function steer(dir, api) {
    g.lane += dir;
    api.sound.tone(dir < 0 ? 330 : 392, 0.07, { type: "sine", volume: 0.12, slideTo: dir < 0 ? 260 : 520 });
  }

  function press(x, y, api) {
    if (g.dying > 0) return;
    if (x < W / 2 && g.lane > 0) steer(-1, api);
    else if (x >= W / 2 && g.lane < 2) steer(1, api);
  }

  // --- drawing ---

  function draw(ctx, api) {
    var shakeX = (Math.random() - 0.5) * g.shake;
    var shakeY = (Math.random() - 0.5) * g.shake;
    ctx.save();
    ctx.translate(shakeX, shakeY);
    drawSky(ctx, api);
    drawTrack(ctx);
    var sorted = g.things.slice().sort(function (a, b) {
      return b.d - a.d;
    });
    for (var i = 0; i < sorted.length; i++) drawThing(ctx, sorted[i], api);
    if (g.dying <= 0 && !g.dead) drawShip(ctx, api);
    drawSparks(ctx);
    ctx.restore();
    if (g.flash > 0) {
      ctx.fillStyle = "rgba(248, 113, 113," + g.flash * 1.4 + ")";
      ctx.fillRect(0, 0, W, H);
    }
    drawGauges(ctx);
  }

  function drawSky(ctx, api) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#0b0530");
    sky.addColorStop(0.45, "#2e1065");
    sky.addColorStop(1, "#3b0764");
    ctx.fillStyle = sky;
    ctx.fillRect(-20, -20, W + 40, H + 40);

    // A ringed planet far away, like the cover's.
    ctx.save();
    ctx.translate(620, 120);
    var planet = ctx.createRadialGradient(-20, -20, 10, 0, 0, 60);
    planet.addColorStop(0, "#f0abfc");
    planet.addColorStop(1, "#7e22ce");
    ctx.fillStyle = planet;
    ctx.beginPath();
    ctx.arc(0, 0, 56, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = "rgba(253, 224, 71, .7)";
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.ellipse(0, 0, 98, 20, -0.3, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();

    // Stars stream out of the vanishing point; faster with the ship.
    var t = api.time * g.speed * 0.05;
    for (var i = 0; i < stars.length; i++) {
      var s = stars[i];
      var r = (s.r + t * s.s) % 1;
      var dist = 20 + r * r * 700;
      var x = W / 2 + Math.cos(s.a) * dist;
      var y = HORIZON + Math.sin(s.a) * dist * 0.7;
      var len = 1 + r * r * (g.boosting ? 40 : 14);
      ctx.strokeStyle = "rgba(255,255,255," + (0.25 + r * 0.75) + ")";
      ctx.lineWidth = 0.6 + r * 1.8;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + Math.cos(s.a) * len, y + Math.sin(s.a) * len * 0.7);
      ctx.stroke();
    }
  }

  function drawTrack(ctx) {
    var nearL = project(-1.8, 0.9);
    var nearR = project(1.8, 0.9);
    var farL = project(-1.8, FAR);
    var farR = project(1.8, FAR);
    var road = ctx.createLinearGradient(0, HORIZON, 0, H);
    road.addColorStop(0, "rgba(76, 29, 149, .25)");
    road.addColorStop(1, "rgba(91, 33, 182, .75)");
    ctx.fillStyle = road;
    ctx.beginPath();
    ctx.moveTo(farL.x, farL.y);
    ctx.lineTo(farR.x, farR.y);
    ctx.lineTo(nearR.x, nearR.y);
    ctx.lineTo(nearL.x, nearL.y);
    ctx.closePath();
    ctx.fill();

    ctx.shadowColor = "#e879f9";
    ctx.shadowBlur = 12;
    ctx.strokeStyle = "#f0abfc";
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(farL.x, farL.y);
    ctx.lineTo(nearL.x, nearL.y);
    ctx.moveTo(farR.x, farR.y);
    ctx.lineTo(nearR.x, nearR.y);
    ctx.stroke();
    ctx.shadowBlur = 0;

    // Dashes between the lanes run towards the ship.
    var offset = g.distance % 3;
    ctx.fillStyle = "rgba(125, 211, 252, .8)";
    for (var d = 3 - offset; d < FAR; d += 3) {
      if (d < 1) continue;
      for (var k = -1; k <= 1; k += 2) {
        var a = project(k * 0.5, d);
        var b = project(k * 0.5, d + 1.2);
        var w = Math.max(0.6, a.s * 0.03);
        ctx.beginPath();
        ctx.moveTo(a.x - w, a.y);
        ctx.lineTo(a.x + w, a.y);
        ctx.lineTo(b.x + w * 0.7, b.y);
        ctx.lineTo(b.x - w * 0.7, b.y);
        ctx.fill();
      }
    }
    // Pylons along both edges.
    var pylons = g.distance % 6;
    for (var p = 6 - pylons; p < FAR; p += 6) {
      if (p < 1) continue;
      for (var side = -1; side <= 1; side += 2) {
        var base = project(side * 1.95, p);
        var h = base.s * 0.5;
        ctx.fillStyle = "rgba(34, 211, 238," + Math.min(1, 4 / p) + ")";
        ctx.fillRect(base.x - base.s * 0.03, base.y - h, base.s * 0.06, h);
      }
    }
  }

  function drawThing(ctx, t, api) {
    if (t.d <= 0.6 || t.d > FAR) return;
    var at = project(t.x, t.d);
    var r = t.size * at.s;
    var y = at.y - r * 1.1;
    var fade = Math.min(1, (FAR - t.d) / 6);
    ctx.globalAlpha = fade;
    if (t.kind === "orb") {
      var pulse = 1 + Math.sin(api.time * 8) * 0.1;
      var glow = ctx.createRadialGradient(at.x, y, 0, at.x, y, r * 2 * pulse);
      glow.addColorStop(0, "rgba(165, 243, 252, 1)");
      glow.addColorStop(0.35, "rgba(34, 211, 238, .9)");
      glow.addColorStop(1, "rgba(34, 211, 238, 0)");
      ctx.fillStyle = glow;
      ctx.beginPath();
      ctx.arc(at.x, y, r * 2 * pulse, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.save();
      ctx.translate(at.x, y);
      ctx.rotate(t.spin);
      var rock = ctx.createRadialGradient(-r * 0.3, -r * 0.3, r * 0.1, 0, 0, r);
      rock.addColorStop(0, "#a8a29e");
      rock.addColorStop(1, "#44403c");
      ctx.fillStyle = rock;
      ctx.beginPath();
      for (var k = 0; k < 9; k++) {
        var a = (k / 9) * Math.PI * 2;
        var rr = r * (0.82 + ((k * 37) % 5) * 0.05);
        ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
      }
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = "rgba(41, 37, 36, .6)";
      ctx.beginPath();
      ctx.arc(r * 0.25, r * 0.1, r * 0.22, 0, Math.PI * 2);
      ctx.arc(-r * 0.3, r * 0.35, r * 0.13, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    ctx.globalAlpha = 1;
  }

  function drawShip(ctx, api) {
    var at = project(g.x, SHIP_D);
    if (g.invulnerable > 0 && Math.floor(api.time * 12) % 2 === 0) return;
    var tilt = (LANES[g.lane] - g.x) * 0.5;
    ctx.save();
    ctx.translate(at.x, at.y - 34);
    ctx.rotate(tilt);
    // Engine flame.
    var flame = (g.boosting ? 46 : 22) + Math.random() * 8;
    var fire = ctx.createLinearGradient(0, 10, 0, 10 + flame);
    fire.addColorStop(0, g.boosting ? "#a5f3fc" : "#fde68a");
    fire.addColorStop(1, "rgba(249, 115, 22, 0)");
    ctx.fillStyle = fire;
    ctx.beginPath();
    ctx.moveTo(-14, 12);
    ctx.lineTo(0, 12 + flame);
    ctx.lineTo(14, 12);
    ctx.fill();
    // Hull.
    ctx.fillStyle = "#e2e8f0";
    ctx.beginPath();
    ctx.moveTo(0, -34);
    ctx.lineTo(20, 8);
    ctx.lineTo(56, 20);
    ctx.lineTo(52, 28);
    ctx.lineTo(0, 18);
    ctx.lineTo(-52, 28);
    ctx.lineTo(-56, 20);
    ctx.lineTo(-20, 8);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#db2777";
    ctx.beginPath();
    ctx.moveTo(0, -20);
    ctx.lineTo(10, 6);
    ctx.lineTo(-10, 6);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#22d3ee";
    ctx.fillRect(-54, 20, 10, 4);
    ctx.fillRect(44, 20, 10, 4);
    if (g.boosting) {
      ctx.strokeStyle = "rgba(103, 232, 249, .8)";
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.ellipse(0, -2, 66, 44, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  }

  function drawSparks(ctx) {
    for (var i = 0; i < g.sparks.length; i++) {
      var p = g.sparks[i];
      ctx.globalAlpha = Math.max(0, Math.min(1, p.life * 2));
      ctx.fillStyle = p.color;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    ctx.globalAlpha = 1;
  }

  function drawGauges(ctx) {
    // Hull, bottom left; boost, bottom right.
    ctx.font = "600 14px system-ui, sans-serif";
    ctx.fillStyle = "#f1f5ff";
    ctx.textBaseline = "middle";
    ctx.fillText("HULL", 16, H - 24);
    for (var i = 0; i < 3; i++) {
      ctx.fillStyle = i < g.hull ? "#f472b6" : "rgba(255,255,255,.2)";
      ctx.fillRect(62 + i * 22, H - 32, 16, 16);
    }
    ctx.fillStyle = "#f1f5ff";
    ctx.fillText("BOOST", W - 236, H - 24);
    ctx.strokeStyle = "rgba(255,255,255,.5)";
    ctx.lineWidth = 2;
    ctx.strokeRect(W - 176, H - 32, 160, 16);
    ctx.fillStyle = g.boosting ? "#a5f3fc" : "#22d3ee";
    ctx.fillRect(W - 174, H - 30, 156 * (g.boost / 100), 12);
  }

  VWKit.arcade({
    width: W,
    height: H,
    reset: reset,
    update: update,
    draw: draw,
    keydown: keydown,
    press: press,
  });
})();
