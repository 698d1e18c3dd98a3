/*
 * The short videos' animations, drawn on a 2D canvas in the browser by scripts/make-videos.ts.
 *
 * Each scene is a pure function of time: draw(ctx, t, T, W, H) paints the frame at t seconds of a loop of
 * T seconds. Everything that moves does so a whole number of times per loop (a fish crosses twice, a
 * street goes by once), so frame T is frame 0 again and the video loops without a seam. Random details
 * come from a seeded generator, so a run always makes the same videos.
 */
(function () {
  "use strict";

  var TAU = Math.PI * 2;

  function rng(seed) {
    return function () {
      seed |= 0;
      seed = (seed + 0x6d2b79f5) | 0;
      var t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function wrap(v, m) {
    return ((v % m) + m) % m;
  }

  function gradient(ctx, y0, y1, stops) {
    var g = ctx.createLinearGradient(0, y0, 0, y1);
    stops.forEach(function (s) {
      g.addColorStop(s[0], s[1]);
    });
    return g;
  }

  // --- Neon City: flying down a synthwave avenue at night ---

  var city = (function () {
    var r = rng(7);
    var N = 14; // buildings per side per loop
    var SPACING = 6;
    var buildings = [];
    for (var side = -1; side <= 1; side += 2) {
      for (var i = 0; i < N; i++) {
        var windows = [];
        for (var k = 0; k < 40; k++)
          windows.push([r(), r(), r() < 0.5 ? "#67e8f9" : r() < 0.5 ? "#f0abfc" : "#fde047"]);
        buildings.push({
          side: side,
          z: i * SPACING + r() * 1.5,
          width: 3 + r() * 2.5,
          depth: 3 + r() * 2,
          height: 6 + r() * 16,
          gap: 3.8 + r() * 1.4,
          hue: ["#1e1b4b", "#2e1065", "#172554", "#3b0764"][Math.floor(r() * 4)],
          edge: r() < 0.5 ? "#f472b6" : "#22d3ee",
          windows: windows,
          sign: r() < 0.35,
        });
      }
    }
    var cars = [];
    for (var c = 0; c < 6; c++)
      cars.push({
        lane: (c % 3) - 1,
        phase: r(),
        loops: 1 + (c % 3),
        color: c % 2 ? "#f472b6" : "#67e8f9",
        height: 2 + r() * 4,
      });
    var stars = [];
    for (var s = 0; s < 120; s++) stars.push([r(), r() * 0.4, r()]);
    return { N: N, SPACING: SPACING, buildings: buildings, cars: cars, stars: stars };
  })();

  function neonCity(ctx, t, T, W, H) {
    var theta = t / T;
    var horizon = H * 0.46;
    var focal = W * 0.9;
    var camY = 2.4 + Math.sin(theta * TAU) * 0.5;
    var sway = Math.sin(theta * TAU * 2) * 0.5;
    var loopLength = city.N * city.SPACING;
    var travel = theta * loopLength;
    function project(x, y, z) {
      var s = focal / z;
      return { x: W / 2 + (x - sway) * s, y: horizon - (y - camY) * s, s: s };
    }

    ctx.fillStyle = gradient(ctx, 0, horizon, [
      [0, "#0f0a2e"],
      [0.6, "#4c1d95"],
      [1, "#db2777"],
    ]);
    ctx.fillRect(0, 0, W, horizon + 1);
    city.stars.forEach(function (s) {
      ctx.globalAlpha = 0.3 + 0.7 * Math.abs(Math.sin(theta * TAU * 3 + s[2] * 10));
      ctx.fillStyle = "#fff";
      ctx.fillRect(s[0] * W, s[1] * H, 1.5, 1.5);
    });
    ctx.globalAlpha = 1;

    // The striped sun sinking into the avenue.
    var sunR = W * 0.32;
    var sunY = horizon - sunR * 0.35;
    ctx.save();
    ctx.beginPath();
    ctx.arc(W / 2, sunY, sunR, 0, TAU);
    ctx.clip();
    ctx.fillStyle = gradient(ctx, sunY - sunR, sunY + sunR, [
      [0, "#fde047"],
      [0.5, "#fb923c"],
      [1, "#db2777"],
    ]);
    ctx.fillRect(0, sunY - sunR, W, sunR * 2);
    ctx.fillStyle = "#4c1d95";
    for (var b = 0; b < 7; b++) {
      var by = sunY + sunR * (0.05 + b * 0.14) + wrap(theta * 4, 1) * sunR * 0.14;
      ctx.fillRect(0, by, W, 3 + b * 2.2);
    }
    ctx.restore();

    // The floor: a glowing grid rushing towards the camera.
    ctx.fillStyle = "#0b0620";
    ctx.fillRect(0, horizon, W, H - horizon);
    ctx.strokeStyle = "rgba(236, 72, 153, .75)";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (var gx = -24; gx <= 24; gx += 2) {
      var a = project(gx, 0, 80);
      var c2 = project(gx, 0, 1.2);
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(c2.x, c2.y);
    }
    for (var gz = 2 - wrap(travel, 2); gz < 80; gz += 2) {
      if (gz < 1.2) continue;
      var p = project(0, 0, gz);
      ctx.moveTo(0, p.y);
      ctx.lineTo(W, p.y);
    }
    ctx.stroke();

    ctx.fillStyle = gradient(ctx, horizon - 30, horizon + 30, [
      [0, "rgba(244,114,182,0)"],
      [0.5, "rgba(244,114,182,.4)"],
      [1, "rgba(244,114,182,0)"],
    ]);
    ctx.fillRect(0, horizon - 30, W, 60);

    // Buildings, far to near.
    var visible = city.buildings
      .map(function (bd) {
        return { b: bd, z: wrap(bd.z - travel, loopLength) + 1.5 };
      })
      .sort(function (a1, a2) {
        return a2.z - a1.z;
      });
    visible.forEach(function (v) {
      drawBuilding(ctx, v.b, v.z, project, theta);
    });

    // Light trails of flying cars along the avenue.
    city.cars.forEach(function (car) {
      var z =
        wrap(car.phase * loopLength - theta * loopLength * car.loops * (car.lane === 0 ? -1 : 1), loopLength) + 1.5;
      var head = project(car.lane * 1.6, car.height, z);
      var tail = project(car.lane * 1.6, car.height, z + 4);
      ctx.strokeStyle = car.color;
      ctx.lineWidth = Math.max(1, head.s * 0.15);
      ctx.shadowColor = car.color;
      ctx.shadowBlur = 12;
      ctx.beginPath();
      ctx.moveTo(head.x, head.y);
      ctx.lineTo(tail.x, tail.y);
      ctx.stroke();
      ctx.shadowBlur = 0;
    });
  }

  function drawBuilding(ctx, b, z, project, theta) {
    var x0 = b.side * b.gap;
    var x1 = x0 + b.side * b.width;
    var near = [project(x0, 0, z), project(x1, 0, z), project(x1, b.height, z), project(x0, b.height, z)];
    var far = [project(x0, 0, z + b.depth), project(x0, b.height, z + b.depth)];
    var fade = Math.min(1, Math.max(0, (80 - z) / 30));
    ctx.globalAlpha = fade;
    // The wall along the street.
    ctx.fillStyle = shade(b.hue);
    ctx.beginPath();
    ctx.moveTo(near[0].x, near[0].y);
    ctx.lineTo(far[0].x, far[0].y);
    ctx.lineTo(far[1].x, far[1].y);
    ctx.lineTo(near[3].x, near[3].y);
    ctx.closePath();
    ctx.fill();
    // Rows of lit windows along that wall, in perspective.
    for (var u = 0.12; u < 0.95; u += 0.2) {
      for (var v = 0.08; v < 0.95; v += 1.6 / b.height) {
        var lit = Math.sin(theta * TAU * 2 + u * 31 + v * 17 + b.z) > -0.5;
        if (!lit) continue;
        var w0 = project(x0, v * b.height, z + u * b.depth);
        var w1 = project(x0, v * b.height + 0.5, z + (u + 0.1) * b.depth);
        ctx.fillStyle = b.windows[Math.floor(u * 10 + v * 7) % b.windows.length][2];
        ctx.fillRect(Math.min(w0.x, w1.x), w1.y, Math.max(1, Math.abs(w1.x - w0.x)), Math.max(1, w0.y - w1.y));
      }
    }
    // The face towards us, with its windows.
    ctx.fillStyle = b.hue;
    ctx.beginPath();
    near.forEach(function (p, i) {
      if (i) ctx.lineTo(p.x, p.y);
      else ctx.moveTo(p.x, p.y);
    });
    ctx.closePath();
    ctx.fill();
    var left = Math.min(near[0].x, near[1].x);
    var width = Math.abs(near[1].x - near[0].x);
    var top = near[3].y;
    var height = near[0].y - near[3].y;
    b.windows.forEach(function (w, i) {
      var on = Math.sin(theta * TAU * 2 + i) > -0.6;
      if (!on) return;
      ctx.fillStyle = w[2];
      ctx.fillRect(
        left + w[0] * width * 0.85 + width * 0.05,
        top + w[1] * height * 0.9 + height * 0.04,
        Math.max(1, width * 0.06),
        Math.max(1, height * 0.025),
      );
    });
    ctx.strokeStyle = b.edge;
    ctx.lineWidth = Math.max(1, near[0].s * 0.05);
    ctx.beginPath();
    ctx.moveTo(near[3].x, near[3].y);
    ctx.lineTo(near[2].x, near[2].y);
    ctx.lineTo(far[1].x, far[1].y);
    ctx.stroke();
    if (b.sign && z < 40) {
      var s = near[0].s;
      var sx = (b.side < 0 ? near[0].x : near[0].x) - s * 0.3 * b.side;
      ctx.fillStyle = b.edge;
      ctx.shadowColor = b.edge;
      ctx.shadowBlur = 10;
      ctx.fillRect(sx - s * 0.15, near[3].y + height * 0.2, s * 0.3, height * 0.3);
      ctx.shadowBlur = 0;
    }
    ctx.globalAlpha = 1;
  }

  function shade(hex) {
    var n = parseInt(hex.slice(1), 16);
    return (
      "rgb(" +
      Math.round((n >> 16) * 0.6) +
      "," +
      Math.round(((n >> 8) & 255) * 0.6) +
      "," +
      Math.round((n & 255) * 0.6) +
      ")"
    );
  }

  // --- Coral Reef: fish, kelp and light under the sea ---

  var reef = (function () {
    var r = rng(42);
    var fish = [];
    var palettes = [
      ["#facc15", "#1e3a8a"],
      ["#fb923c", "#f8fafc"],
      ["#22d3ee", "#0f172a"],
      ["#f472b6", "#fde68a"],
      ["#a3e635", "#14532d"],
    ];
    for (var s = 0; s < 5; s++) {
      var count = 3 + Math.floor(r() * 5);
      var schoolY = 0.18 + r() * 0.5;
      var dir = r() < 0.5 ? -1 : 1;
      var loops = 1 + Math.floor(r() * 2);
      var size = 14 + r() * 16;
      var pal = palettes[s];
      for (var f = 0; f < count; f++) {
        fish.push({
          y: schoolY + (r() - 0.5) * 0.08,
          offset: s * 0.23 + f * 0.035 + r() * 0.02,
          dir: dir,
          loops: loops,
          size: size * (0.85 + r() * 0.3),
          body: pal[0],
          stripe: pal[1],
          wiggle: r() * TAU,
        });
      }
    }
    var bubbles = [];
    for (var b = 0; b < 40; b++)
      bubbles.push({ x: r(), y: r(), r: 2 + r() * 6, loops: 1 + Math.floor(r() * 3), sway: r() * TAU });
    var kelp = [];
    for (var k = 0; k < 9; k++)
      kelp.push({ x: r(), h: 0.25 + r() * 0.3, phase: r() * TAU, color: r() < 0.5 ? "#15803d" : "#166534" });
    var corals = [];
    for (var c = 0; c < 14; c++)
      corals.push({
        x: r(),
        kind: Math.floor(r() * 3),
        size: 30 + r() * 50,
        color: ["#f472b6", "#fb7185", "#f97316", "#c084fc", "#fde047"][Math.floor(r() * 5)],
        seed: Math.floor(r() * 1000),
      });
    corals.sort(function (a, b2) {
      return a.size - b2.size;
    });
    return { fish: fish, bubbles: bubbles, kelp: kelp, corals: corals };
  })();

  function coralReef(ctx, t, T, W, H) {
    var theta = t / T;
    ctx.fillStyle = gradient(ctx, 0, H, [
      [0, "#22d3ee"],
      [0.35, "#0e7490"],
      [1, "#082f49"],
    ]);
    ctx.fillRect(0, 0, W, H);
    // Light from the surface, swaying.
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    for (var i = 0; i < 6; i++) {
      var x = W * (0.1 + i * 0.17) + Math.sin(theta * TAU + i) * 30;
      ctx.fillStyle = gradient(ctx, 0, H * 0.8, [
        [0, "rgba(255,255,255,.16)"],
        [1, "rgba(255,255,255,0)"],
      ]);
      ctx.beginPath();
      ctx.moveTo(x - 20, 0);
      ctx.lineTo(x + 20, 0);
      ctx.lineTo(x + 90 + Math.sin(theta * TAU * 2 + i) * 20, H * 0.8);
      ctx.lineTo(x - 10, H * 0.8);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
    // Surface ripples.
    ctx.strokeStyle = "rgba(255,255,255,.35)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (var sx = 0; sx <= W; sx += 6) {
      var sy = 18 + Math.sin(sx * 0.03 + theta * TAU * 3) * 5 + Math.sin(sx * 0.011 - theta * TAU * 2) * 4;
      if (sx) ctx.lineTo(sx, sy);
      else ctx.moveTo(sx, sy);
    }
    ctx.stroke();

    // Far reef silhouette.
    ctx.fillStyle = "rgba(8, 47, 73, .55)";
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (var fx = 0; fx <= W; fx += 10) ctx.lineTo(fx, H * 0.66 + Math.sin(fx * 0.02) * 20 + Math.sin(fx * 0.053) * 12);
    ctx.lineTo(W, H);
    ctx.fill();

    reef.kelp.forEach(function (k) {
      drawKelp(ctx, k, theta, W, H);
    });
    // The sand.
    ctx.fillStyle = gradient(ctx, H * 0.8, H, [
      [0, "#d6b370"],
      [1, "#a16207"],
    ]);
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (var gx = 0; gx <= W; gx += 10) ctx.lineTo(gx, H * 0.84 + Math.sin(gx * 0.015 + 1) * 14);
    ctx.lineTo(W, H);
    ctx.fill();
    reef.corals.forEach(function (c) {
      drawCoral(ctx, c, theta, W, H);
    });

    // A turtle crosses once per loop, the fish schools once or twice.
    var tx = -160 + theta * (W + 320);
    drawTurtle(ctx, tx, H * 0.3 + Math.sin(theta * TAU * 2) * 20, theta);
    reef.fish.forEach(function (f) {
      var span = W + 160;
      var p = wrap(f.offset + theta * f.loops, 1);
      var x = f.dir > 0 ? -80 + p * span : W + 80 - p * span;
      var y = f.y * H + Math.sin(theta * TAU * 3 * f.loops + f.wiggle) * 10;
      drawFish(ctx, x, y, f, theta);
    });
    reef.bubbles.forEach(function (b) {
      var y = wrap(b.y - theta * b.loops, 1) * (H + 40) - 20;
      var x = b.x * W + Math.sin(theta * TAU * 2 + b.sway) * 8;
      ctx.strokeStyle = "rgba(224, 242, 254, .7)";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(x, y, b.r, 0, TAU);
      ctx.stroke();
    });
  }

  function drawKelp(ctx, k, theta, W, H) {
    var baseX = k.x * W;
    var baseY = H * 0.9;
    var height = k.h * H;
    ctx.strokeStyle = k.color;
    ctx.lineWidth = 10;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(baseX, baseY);
    for (var s = 1; s <= 12; s++) {
      var f = s / 12;
      var x = baseX + Math.sin(theta * TAU + k.phase + f * 3) * 30 * f;
      ctx.lineTo(x, baseY - f * height);
    }
    ctx.stroke();
    ctx.fillStyle = k.color;
    for (var l = 2; l <= 11; l += 2) {
      var lf = l / 12;
      var lx = baseX + Math.sin(theta * TAU + k.phase + lf * 3) * 30 * lf;
      ctx.beginPath();
      ctx.ellipse(lx + (l % 4 ? 12 : -12), baseY - lf * height, 14, 5, l % 4 ? 0.5 : -0.5, 0, TAU);
      ctx.fill();
    }
  }

  function drawCoral(ctx, c, theta, W, H) {
    var x = c.x * W;
    var y = H * 0.86 + Math.sin(x * 0.015 + 1) * 14;
    var r = rng(c.seed);
    ctx.fillStyle = c.color;
    ctx.strokeStyle = c.color;
    if (c.kind === 0) {
      // Branching coral.
      ctx.lineWidth = 6;
      ctx.lineCap = "round";
      branch(ctx, x, y, -Math.PI / 2, c.size * 0.5, 4, r, theta);
    } else if (c.kind === 1) {
      // Brain coral.
      ctx.beginPath();
      ctx.ellipse(x, y, c.size * 0.5, c.size * 0.35, 0, Math.PI, 0);
      ctx.fill();
      ctx.strokeStyle = "rgba(0,0,0,.2)";
      ctx.lineWidth = 2;
      for (var i = 1; i < 4; i++) {
        ctx.beginPath();
        ctx.ellipse(x, y, (c.size * 0.5 * i) / 4, (c.size * 0.35 * i) / 4, 0, Math.PI, 0);
        ctx.stroke();
      }
    } else {
      // Sea fan, breathing with the current.
      ctx.globalAlpha = 0.85;
      var open = 1 + Math.sin(theta * TAU * 2 + c.seed) * 0.06;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.arc(x, y, c.size * 0.6 * open, Math.PI * 1.1, Math.PI * 1.9);
      ctx.closePath();
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }

  function branch(ctx, x, y, angle, length, depth, r, theta) {
    var sway = Math.sin(theta * TAU + x * 0.05) * 0.05;
    var x2 = x + Math.cos(angle + sway) * length;
    var y2 = y + Math.sin(angle + sway) * length;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x2, y2);
    ctx.stroke();
    if (depth <= 1) {
      ctx.beginPath();
      ctx.arc(x2, y2, 4, 0, TAU);
      ctx.fill();
      return;
    }
    branch(ctx, x2, y2, angle - 0.45 - r() * 0.2, length * 0.72, depth - 1, r, theta);
    branch(ctx, x2, y2, angle + 0.45 + r() * 0.2, length * 0.72, depth - 1, r, theta);
  }

  function drawFish(ctx, x, y, f, theta) {
    var s = f.size;
    ctx.save();
    ctx.translate(x, y);
    if (f.dir < 0) ctx.scale(-1, 1);
    var tail = Math.sin(theta * TAU * 12 * f.loops + f.wiggle) * 0.35;
    ctx.fillStyle = f.body;
    ctx.beginPath();
    ctx.moveTo(-s * 0.8, 0);
    ctx.lineTo(-s * 1.35, -s * 0.45 + tail * s * 0.4);
    ctx.lineTo(-s * 1.35, s * 0.45 + tail * s * 0.4);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(0, 0, s, s * 0.5, 0, 0, TAU);
    ctx.fill();
    ctx.fillStyle = f.stripe;
    ctx.fillRect(-s * 0.25, -s * 0.45, s * 0.18, s * 0.9);
    ctx.fillStyle = "#0f172a";
    ctx.beginPath();
    ctx.arc(s * 0.55, -s * 0.1, s * 0.1, 0, TAU);
    ctx.fill();
    ctx.restore();
  }

  function drawTurtle(ctx, x, y, theta) {
    var flap = Math.sin(theta * TAU * 6) * 0.5;
    ctx.save();
    ctx.translate(x, y);
    ctx.fillStyle = "#65a30d";
    ctx.save();
    ctx.rotate(-0.6 + flap);
    ctx.beginPath();
    ctx.ellipse(30, -30, 40, 12, 0, 0, TAU);
    ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.rotate(0.6 - flap);
    ctx.beginPath();
    ctx.ellipse(30, 30, 36, 11, 0, 0, TAU);
    ctx.fill();
    ctx.restore();
    ctx.beginPath();
    ctx.ellipse(80, 0, 22, 16, 0, 0, TAU);
    ctx.fill();
    ctx.fillStyle = "#3f6212";
    ctx.beginPath();
    ctx.ellipse(0, 0, 62, 44, 0, 0, TAU);
    ctx.fill();
    ctx.strokeStyle = "#84cc16";
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(-40, 0);
    ctx.lineTo(40, 0);
    ctx.moveTo(-15, -40);
    ctx.lineTo(-15, 40);
    ctx.moveTo(15, -40);
    ctx.lineTo(15, 40);
    ctx.stroke();
    ctx.fillStyle = "#0f172a";
    ctx.beginPath();
    ctx.arc(90, -5, 3, 0, TAU);
    ctx.fill();
    ctx.restore();
  }

  // --- Desert Night: dunes drifting past under the stars, a caravan and a camp fire ---

  var desert = (function () {
    var r = rng(99);
    var stars = [];
    for (var s = 0; s < 260; s++) stars.push([r(), Math.pow(r(), 1.4) * 0.62, r(), 0.6 + r() * 1.6]);
    var sparks = [];
    for (var k = 0; k < 24; k++) sparks.push({ phase: r(), drift: (r() - 0.5) * 40, loops: 2 + Math.floor(r() * 3) });
    var lights = [];
    for (var l = 0; l < 16; l++) lights.push([r(), r()]);
    return { stars: stars, sparks: sparks, lights: lights };
  })();

  function dune(x, W, layer) {
    // Whole cycles per screen width, so a layer shifted by one width looks the same.
    var u = (x / W) * TAU;
    return Math.sin(u * (layer + 1) + layer) * 0.5 + Math.sin(u * (2 * layer + 3) + 2 * layer) * 0.25;
  }

  function desertNight(ctx, t, T, W, H) {
    var theta = t / T;
    var horizon = H * 0.62;
    ctx.fillStyle = gradient(ctx, 0, horizon, [
      [0, "#0b0a2a"],
      [0.55, "#312e81"],
      [0.85, "#7e22ce"],
      [1, "#f97316"],
    ]);
    ctx.fillRect(0, 0, W, horizon + 2);
    desert.stars.forEach(function (s) {
      ctx.globalAlpha = 0.35 + 0.65 * Math.abs(Math.sin(theta * TAU * 2 + s[2] * 20));
      ctx.fillStyle = s[2] > 0.9 ? "#fde68a" : "#ffffff";
      ctx.beginPath();
      ctx.arc(s[0] * W, s[1] * H, s[3] * 0.8, 0, TAU);
      ctx.fill();
    });
    ctx.globalAlpha = 1;
    // The Milky Way, a soft band.
    ctx.save();
    ctx.translate(W * 0.5, H * 0.22);
    ctx.rotate(-0.5);
    var band = ctx.createLinearGradient(0, -70, 0, 70);
    band.addColorStop(0, "rgba(196, 181, 253, 0)");
    band.addColorStop(0.5, "rgba(196, 181, 253, .16)");
    band.addColorStop(1, "rgba(196, 181, 253, 0)");
    ctx.fillStyle = band;
    ctx.fillRect(-W, -70, W * 2, 140);
    ctx.restore();
    // A shooting star twice a loop.
    for (var k = 0; k < 2; k++) {
      var phase = wrap(theta * 2 - k * 0.5 - 0.1, 1);
      if (phase < 0.12) {
        var p = phase / 0.12;
        var sx = W * (0.2 + k * 0.45) + p * 200;
        var sy = H * (0.08 + k * 0.1) + p * 90;
        ctx.strokeStyle = "rgba(255,255,255," + (1 - p) + ")";
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(sx, sy);
        ctx.lineTo(sx - 60, sy - 27);
        ctx.stroke();
      }
    }
    // The moon with its halo.
    var halo = ctx.createRadialGradient(W * 0.74, H * 0.14, 10, W * 0.74, H * 0.14, 140);
    halo.addColorStop(0, "rgba(254, 243, 199, .45)");
    halo.addColorStop(1, "rgba(254, 243, 199, 0)");
    ctx.fillStyle = halo;
    ctx.fillRect(0, 0, W, H * 0.4);
    ctx.fillStyle = "#fef3c7";
    ctx.beginPath();
    ctx.arc(W * 0.74, H * 0.14, 34, 0, TAU);
    ctx.fill();
    ctx.fillStyle = "rgba(217, 199, 150, .55)";
    ctx.beginPath();
    ctx.arc(W * 0.74 - 10, H * 0.14 - 6, 7, 0, TAU);
    ctx.arc(W * 0.74 + 12, H * 0.14 + 10, 5, 0, TAU);
    ctx.fill();

    // Lights of a lost city on the horizon, flickering like a mirage.
    desert.lights.forEach(function (l, i) {
      ctx.globalAlpha = 0.4 + 0.5 * Math.abs(Math.sin(theta * TAU * 3 + i));
      ctx.fillStyle = "#fde047";
      ctx.fillRect(W * (0.08 + l[0] * 0.3), horizon - 8 - l[1] * 14, 3, 3);
    });
    ctx.globalAlpha = 1;

    var layers = [
      { y: horizon - 10, amp: 22, color: "#581c87", loops: 1 },
      { y: horizon + 40, amp: 30, color: "#6b21a8", loops: 2 },
      { y: horizon + 130, amp: 40, color: "#7c2d12", loops: 3 },
    ];
    layers.forEach(function (layer, i) {
      var shift = theta * layer.loops * W;
      ctx.fillStyle = layer.color;
      ctx.beginPath();
      ctx.moveTo(0, H);
      for (var x = 0; x <= W; x += 6) ctx.lineTo(x, layer.y + dune(x + shift, W, i) * layer.amp);
      ctx.lineTo(W, H);
      ctx.fill();
      if (i === 1) drawCaravan(ctx, theta, W, layer, shift);
    });
    ctx.strokeStyle = "rgba(253, 186, 116, .5)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    var front = layers[2];
    for (var fx = 0; fx <= W; fx += 6) {
      var fy = front.y + dune(fx + theta * front.loops * W, W, 2) * front.amp;
      if (fx) ctx.lineTo(fx, fy);
      else ctx.moveTo(fx, fy);
    }
    ctx.stroke();
    drawCampfire(ctx, theta, W, H);
  }

  function drawCaravan(ctx, theta, W, layer, shift) {
    // Camels walk along the middle ridge, crossing the screen once a loop.
    for (var c = 0; c < 4; c++) {
      var x = wrap(theta * (W + 300) + c * 56, W + 300) - 150;
      var ground = layer.y + dune(x + shift, W, 1) * layer.amp;
      var step = Math.sin(theta * TAU * 24 + c) * 4;
      ctx.fillStyle = "#1e1b4b";
      ctx.save();
      ctx.translate(x, ground - 30);
      ctx.beginPath();
      ctx.ellipse(0, 0, 20, 9, 0, 0, TAU);
      ctx.fill();
      ctx.beginPath();
      ctx.arc(-4, -7, 8, Math.PI, 0);
      ctx.fill();
      ctx.fillRect(16, -18, 5, 16);
      ctx.beginPath();
      ctx.ellipse(22, -20, 7, 4, 0.2, 0, TAU);
      ctx.fill();
      ctx.lineWidth = 3;
      ctx.strokeStyle = "#1e1b4b";
      ctx.beginPath();
      ctx.moveTo(-12, 6);
      ctx.lineTo(-12 + step, 30);
      ctx.moveTo(-6, 6);
      ctx.lineTo(-6 - step, 30);
      ctx.moveTo(10, 6);
      ctx.lineTo(10 + step, 30);
      ctx.moveTo(14, 6);
      ctx.lineTo(14 - step, 30);
      ctx.stroke();
      if (c === 0) {
        ctx.fillRect(-4, -24, 6, 12);
        ctx.beginPath();
        ctx.arc(-1, -27, 4, 0, TAU);
        ctx.fill();
      }
      ctx.restore();
    }
  }

  function drawCampfire(ctx, theta, W, H) {
    var x = W * 0.3;
    var y = H * 0.9;
    var flicker = 0.85 + 0.15 * Math.sin(theta * TAU * 18) * Math.sin(theta * TAU * 7);
    var glow = ctx.createRadialGradient(x, y - 20, 5, x, y - 20, 220 * flicker);
    glow.addColorStop(0, "rgba(251, 146, 60, .55)");
    glow.addColorStop(1, "rgba(251, 146, 60, 0)");
    ctx.fillStyle = glow;
    ctx.fillRect(x - 240, y - 260, 480, 400);
    ctx.strokeStyle = "#451a03";
    ctx.lineWidth = 8;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(x - 30, y + 6);
    ctx.lineTo(x + 30, y - 6);
    ctx.moveTo(x - 30, y - 6);
    ctx.lineTo(x + 30, y + 6);
    ctx.stroke();
    for (var f = 0; f < 3; f++) {
      var h = (50 - f * 12) * flicker * (1 + 0.1 * Math.sin(theta * TAU * (10 + f * 3)));
      ctx.fillStyle = ["#f97316", "#fb923c", "#fde047"][f];
      ctx.beginPath();
      ctx.moveTo(x - 18 + f * 6, y);
      ctx.quadraticCurveTo(
        x - 10 + Math.sin(theta * TAU * 8 + f) * 6,
        y - h * 0.6,
        x + Math.sin(theta * TAU * 6 + f) * 5,
        y - h,
      );
      ctx.quadraticCurveTo(x + 10, y - h * 0.5, x + 18 - f * 6, y);
      ctx.fill();
    }
    desert.sparks.forEach(function (s) {
      var p = wrap(s.phase + theta * s.loops, 1);
      ctx.globalAlpha = 1 - p;
      ctx.fillStyle = "#fde68a";
      ctx.fillRect(x + s.drift * p + Math.sin(p * 9) * 6, y - 30 - p * 160, 2.5, 2.5);
    });
    ctx.globalAlpha = 1;
  }

  // --- Nebula Drift: drifting through a nebula past a ringed planet ---

  var space = (function () {
    var r = rng(2024);
    var layers = [];
    for (var l = 0; l < 3; l++) {
      var stars = [];
      for (var s = 0; s < 90 + l * 40; s++) stars.push([r(), r(), 0.5 + r() * (1.6 - l * 0.4)]);
      layers.push({ stars: stars, loops: 3 - l, alpha: 1 - l * 0.25 });
    }
    var clouds = [];
    var colors = ["236, 72, 153", "139, 92, 246", "34, 211, 238", "251, 146, 60"];
    for (var c = 0; c < 9; c++)
      clouds.push({
        x: r(),
        y: r(),
        radius: 120 + r() * 200,
        color: colors[c % 4],
        orbit: 20 + r() * 40,
        phase: r() * TAU,
      });
    var rocks = [];
    for (var k = 0; k < 10; k++)
      rocks.push({ x: r(), size: 6 + r() * 18, loops: 1 + Math.floor(r() * 2), phase: r(), spin: r() * TAU });
    return { layers: layers, clouds: clouds, rocks: rocks };
  })();

  function nebulaDrift(ctx, t, T, W, H) {
    var theta = t / T;
    ctx.fillStyle = gradient(ctx, 0, H, [
      [0, "#0b0530"],
      [1, "#1e0b3b"],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    space.clouds.forEach(function (c) {
      var x = c.x * W + Math.cos(theta * TAU + c.phase) * c.orbit;
      var y = c.y * H + Math.sin(theta * TAU + c.phase) * c.orbit;
      var g = ctx.createRadialGradient(x, y, 0, x, y, c.radius);
      g.addColorStop(0, "rgba(" + c.color + ", .28)");
      g.addColorStop(1, "rgba(" + c.color + ", 0)");
      ctx.fillStyle = g;
      ctx.fillRect(x - c.radius, y - c.radius, c.radius * 2, c.radius * 2);
    });
    ctx.restore();
    // Stars stream down past us, the near ones faster.
    space.layers.forEach(function (layer) {
      ctx.fillStyle = "rgba(255,255,255," + layer.alpha + ")";
      layer.stars.forEach(function (s) {
        var y = wrap(s[1] + theta * layer.loops, 1) * H;
        ctx.fillRect(s[0] * W, y, s[2], s[2] * (1 + layer.loops * 0.8));
      });
    });
    drawPlanet(ctx, theta, W * 0.62, H * 0.36, W * 0.26);
    // Asteroids tumbling through.
    space.rocks.forEach(function (rock) {
      var y = wrap(rock.phase + theta * rock.loops, 1) * (H + 80) - 40;
      ctx.save();
      ctx.translate(rock.x * W, y);
      ctx.rotate(rock.spin + theta * TAU * rock.loops);
      ctx.fillStyle = "#78716c";
      ctx.beginPath();
      for (var k = 0; k < 7; k++) {
        var a = (k / 7) * TAU;
        var rr = rock.size * (0.75 + ((k * 13) % 5) * 0.07);
        ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
      }
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = "rgba(41, 37, 36, .6)";
      ctx.beginPath();
      ctx.arc(rock.size * 0.2, 0, rock.size * 0.25, 0, TAU);
      ctx.fill();
      ctx.restore();
    });
    drawRacer(ctx, theta, W, H);
  }

  function drawPlanet(ctx, theta, x, y, r) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(-0.35);
    // Back half of the rings, then the planet, then the front half.
    ring(ctx, r, Math.PI, TAU);
    ctx.save();
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, TAU);
    ctx.clip();
    var body = ctx.createRadialGradient(-r * 0.4, -r * 0.4, r * 0.1, 0, 0, r);
    body.addColorStop(0, "#f5d0fe");
    body.addColorStop(1, "#7e22ce");
    ctx.fillStyle = body;
    ctx.fillRect(-r, -r, r * 2, r * 2);
    // Cloud bands turning once a loop.
    for (var b = 0; b < 6; b++) {
      var by = -r + (b + 0.5) * (r / 3);
      ctx.fillStyle = b % 2 ? "rgba(250, 232, 255, .18)" : "rgba(88, 28, 135, .25)";
      var off = wrap(theta + b * 0.17, 1) * r * 2;
      for (var k = -1; k <= 1; k++) {
        ctx.beginPath();
        ctx.ellipse(-r + off + k * r * 2, by, r * 0.7, r * 0.07, 0, 0, TAU);
        ctx.fill();
      }
    }
    var shadow = ctx.createLinearGradient(-r, 0, r, 0);
    shadow.addColorStop(0.45, "rgba(11, 5, 48, 0)");
    shadow.addColorStop(1, "rgba(11, 5, 48, .75)");
    ctx.fillStyle = shadow;
    ctx.fillRect(-r, -r, r * 2, r * 2);
    ctx.restore();
    ring(ctx, r, 0, Math.PI);
    ctx.restore();
  }

  function ring(ctx, r, from, to) {
    ctx.strokeStyle = "rgba(253, 224, 71, .75)";
    ctx.lineWidth = r * 0.09;
    ctx.beginPath();
    ctx.ellipse(0, 0, r * 1.75, r * 0.38, 0, from, to);
    ctx.stroke();
    ctx.strokeStyle = "rgba(251, 191, 36, .45)";
    ctx.lineWidth = r * 0.05;
    ctx.beginPath();
    ctx.ellipse(0, 0, r * 2.02, r * 0.45, 0, from, to);
    ctx.stroke();
  }

  function drawRacer(ctx, theta, W, H) {
    // A racer banks left and right while flying up the frame, twice a loop.
    var p = wrap(theta * 2, 1);
    var y = H + 80 - p * (H + 200);
    var x = W * 0.5 + Math.sin(p * TAU) * W * 0.22;
    var bank = Math.cos(p * TAU) * 0.35;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(bank);
    var flame = ctx.createLinearGradient(0, 20, 0, 110);
    flame.addColorStop(0, "rgba(165, 243, 252, .95)");
    flame.addColorStop(1, "rgba(34, 211, 238, 0)");
    ctx.fillStyle = flame;
    ctx.beginPath();
    ctx.moveTo(-12, 22);
    ctx.lineTo(0, 110 + Math.sin(theta * TAU * 30) * 10);
    ctx.lineTo(12, 22);
    ctx.fill();
    ctx.fillStyle = "#e2e8f0";
    ctx.beginPath();
    ctx.moveTo(0, -46);
    ctx.lineTo(18, 8);
    ctx.lineTo(48, 22);
    ctx.lineTo(44, 30);
    ctx.lineTo(0, 22);
    ctx.lineTo(-44, 30);
    ctx.lineTo(-48, 22);
    ctx.lineTo(-18, 8);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#db2777";
    ctx.beginPath();
    ctx.moveTo(0, -28);
    ctx.lineTo(9, 4);
    ctx.lineTo(-9, 4);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  window.scenes = {
    "neon-city": { title: "Neon City Flythrough", draw: neonCity, posterAt: 0.3 },
    "coral-reef": { title: "Coral Reef", draw: coralReef, posterAt: 0.45 },
    "desert-night": { title: "Desert Night", draw: desertNight, posterAt: 0.5 },
    "nebula-drift": { title: "Nebula Drift", draw: nebulaDrift, posterAt: 0.2 },
  };
})();
