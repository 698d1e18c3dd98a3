/*
 * Ocean Odyssey: a crossing game on a grid of 48 px rows. The lower half is sea lanes where anything that
 * moves sinks the boat; the upper half is currents that carry the boat sideways past fixed reefs. At the top,
 * five coves: fill them all to reach the next, faster level.
 */
(function () {
  "use strict";

  var W = 480;
  var H = 720;
  var CELL = 48;
  var START_ROW = 13;
  var COVE_ROW = 1;
  var COVES = [48, 144, 240, 336, 432];
  var BOATS = 3;
  var CROSSING_TIME = 40;
  var HOP_TIME = 0.11;

  // Sea lanes: what sails there, how long it is (cells), its speed (px/s, sign is direction) and spacing.
  var LANES = {
    12: { kind: "skiff", len: 1, speed: -55, gap: 4 },
    11: { kind: "shark", len: 1.5, speed: 85, gap: 4.5 },
    10: { kind: "galleon", len: 3, speed: -42, gap: 5.5 },
    9: { kind: "jelly", len: 1, speed: 105, gap: 3.5 },
    8: { kind: "tanker", len: 4, speed: -34, gap: 7 },
  };
  var CURRENTS = { 6: 38, 5: -58, 4: 48, 3: -75, 2: 44 };

  var g;

  function reset() {
    g = { level: 1, boats: BOATS, filled: [false, false, false, false, false], splash: [], banner: 0, bannerText: "" };
    newLevel();
  }

  function newLevel() {
    var pace = 1 + (g.level - 1) * 0.14;
    g.ships = [];
    Object.keys(LANES).forEach(function (row) {
      var lane = LANES[row];
      var spacing = (lane.len + lane.gap * Math.max(0.6, 1 - (g.level - 1) * 0.06)) * CELL;
      var offset = Math.random() * spacing;
      for (var x = -spacing + offset; x < W + spacing; x += spacing) {
        g.ships.push({
          row: Number(row),
          x: x + Math.random() * CELL * 0.5,
          len: lane.len * CELL,
          speed: lane.speed * pace,
          kind: lane.kind,
        });
      }
    });
    g.currents = {};
    g.reefs = [];
    Object.keys(CURRENTS).forEach(function (row) {
      g.currents[row] = CURRENTS[row] * pace;
      var count = Math.min(4, 2 + Math.floor((g.level - 1) / 2));
      var columns = [];
      for (var c = 0; c < 10; c++) columns.push(c);
      columns.sort(function () {
        return Math.random() - 0.5;
      });
      columns.slice(0, count).forEach(function (c) {
        g.reefs.push({ row: Number(row), x: c * CELL + 4, w: CELL - 8 });
      });
    });
    g.filled = [false, false, false, false, false];
    newBoat();
  }

  function newBoat() {
    g.boat = { x: 240, row: START_ROW, fromX: 240, fromRow: START_ROW, hop: 0, facing: "up", sinking: 0 };
    g.queued = null;
    g.furthest = START_ROW;
    g.timeLeft = CROSSING_TIME;
  }

  function rowY(row) {
    return row * CELL;
  }

  function hop(dir, api) {
    var b = g.boat;
    if (b.sinking || g.banner > 0.6) return;
    if (b.hop > 0) {
      g.queued = dir;
      return;
    }
    var row = b.row + (dir === "up" ? -1 : dir === "down" ? 1 : 0);
    var x = b.x + (dir === "left" ? -CELL : dir === "right" ? CELL : 0);
    if (row > START_ROW || row < COVE_ROW) return;
    x = Math.max(24, Math.min(W - 24, x));
    b.fromX = b.x;
    b.fromRow = b.row;
    b.x = x;
    b.row = row;
    b.hop = HOP_TIME;
    b.facing = dir;
    api.sound.tone(dir === "up" ? 620 : 480, 0.06, { type: "sine", volume: 0.1, slideTo: dir === "up" ? 760 : 420 });
  }

  function update(dt, api) {
    g.ships.forEach(function (s) {
      s.x += s.speed * dt;
      var span = W + s.len + CELL * 8;
      if (s.speed > 0 && s.x > W + CELL * 4) s.x -= span;
      if (s.speed < 0 && s.x + s.len < -CELL * 4) s.x += span;
    });
    updateSplash(dt);
    if (g.banner > 0) {
      g.banner -= dt;
      return;
    }
    var b = g.boat;
    if (b.sinking) {
      b.sinking -= dt;
      if (b.sinking <= 0) {
        if (g.boats <= 0) api.gameOver("Shipwrecked", "You reached level " + g.level + ".");
        else newBoat();
      }
      return;
    }
    g.timeLeft -= dt;
    if (g.timeLeft <= 0) return sink("Out of time", api);
    if (b.hop > 0) {
      b.hop -= dt;
      if (b.hop <= 0) {
        b.hop = 0;
        landed(api);
        if (g.queued && !b.sinking) {
          var q = g.queued;
          g.queued = null;
          hop(q, api);
        }
      }
      return;
    }
    var drift = g.currents[b.row];
    if (drift) {
      b.x += drift * dt;
      if (b.x < 8 || b.x > W - 8) return sink("Swept away", api);
    }
    check(api);
  }

  function boatBox() {
    var b = g.boat;
    return { x1: b.x - 15, x2: b.x + 15, row: b.row };
  }

  function check(api) {
    var box = boatBox();
    for (var i = 0; i < g.ships.length; i++) {
      var s = g.ships[i];
      if (s.row === box.row && box.x2 > s.x + 4 && box.x1 < s.x + s.len - 4)
        return sink("Rammed by a " + nameOf(s.kind), api);
    }
    for (var j = 0; j < g.reefs.length; j++) {
      var r = g.reefs[j];
      if (r.row === box.row && box.x2 > r.x && box.x1 < r.x + r.w) return sink("Run aground on a reef", api);
    }
  }

  function nameOf(kind) {
    return { skiff: "skiff", shark: "shark", galleon: "galleon", jelly: "jellyfish", tanker: "tanker" }[kind];
  }

  function landed(api) {
    var b = g.boat;
    if (b.row < g.furthest) {
      g.furthest = b.row;
      api.addScore(10);
    }
    if (b.row === COVE_ROW) {
      var cove = -1;
      COVES.forEach(function (cx, i) {
        if (Math.abs(b.x - cx) < 22) cove = i;
      });
      if (cove < 0) return sink("Crashed on the rocks", api);
      if (g.filled[cove]) return sink("That cove is taken", api);
      g.filled[cove] = true;
      b.x = COVES[cove];
      api.addScore(100 + Math.floor(g.timeLeft) * 2);
      api.sound.tone(659, 0.15, { type: "triangle", volume: 0.2 });
      api.sound.tone(988, 0.25, { type: "triangle", volume: 0.2, at: api.sound.now() + 0.1 });
      if (g.filled.every(Boolean)) {
        api.addScore(500);
        g.level += 1;
        g.banner = 1.8;
        g.bannerText = "Level " + g.level + ": faster seas";
        [523, 659, 784, 1047].forEach(function (f, i) {
          api.sound.tone(f, 0.25, { type: "square", volume: 0.08, at: api.sound.now() + 0.2 + i * 0.1 });
        });
        newLevel();
      } else {
        newBoat();
      }
      return;
    }
    check(api);
  }

  function sink(reason, api) {
    var b = g.boat;
    b.sinking = 1.2;
    b.reason = reason;
    g.boats -= 1;
    for (var i = 0; i < 24; i++) {
      var a = Math.random() * Math.PI * 2;
      g.splash.push({
        x: b.x,
        y: rowY(b.row) + CELL / 2,
        vx: Math.cos(a) * 90 * Math.random(),
        vy: Math.sin(a) * 90 * Math.random() - 40,
        life: 0.8,
      });
    }
    api.sound.noise(0.5, { volume: 0.4, frequency: 900 });
    api.sound.tone(300, 0.5, { type: "sine", volume: 0.15, slideTo: 80 });
  }

  function updateSplash(dt) {
    for (var i = g.splash.length - 1; i >= 0; i--) {
      var p = g.splash[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += 160 * dt;
      p.life -= dt;
      if (p.life <= 0) g.splash.splice(i, 1);
    }
  }

  function keydown(name, key, api) {
    if (name === "up" || name === "down" || name === "left" || name === "right") hop(name, api);
  }

  function tap(x, y, api) {
    hop("up", api);
  }
  function swipe(dir, api) {
    hop(dir, api);
  }

  // --- drawing ---

  function draw(ctx, api) {
    drawSea(ctx, api);
    drawCoves(ctx, api);
    g.reefs.forEach(function (r) {
      drawReef(ctx, r);
    });
    g.ships.forEach(function (s) {
      drawShip(ctx, s, api.time);
    });
    drawBoat(ctx, api);
    g.splash.forEach(function (p) {
      ctx.globalAlpha = Math.max(0, p.life);
      ctx.fillStyle = "#e0f2fe";
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    });
    ctx.globalAlpha = 1;
    drawStatus(ctx);
    if (g.banner > 0 || g.boat.sinking) {
      var text = g.banner > 0 ? g.bannerText : g.boat.reason;
      ctx.fillStyle = "rgba(12, 74, 110, .8)";
      ctx.fillRect(0, rowY(7) + 4, W, CELL - 8);
      ctx.font = "800 22px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = g.banner > 0 ? "#fef08a" : "#fecaca";
      ctx.fillText(text, W / 2, rowY(7) + 32);
      ctx.textAlign = "left";
    }
  }

  function drawSea(ctx, api) {
    var sky = ctx.createLinearGradient(0, 0, 0, CELL);
    sky.addColorStop(0, "#0ea5e9");
    sky.addColorStop(1, "#38bdf8");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, CELL);
    // Currents: deep water with streaks that flow the way it carries you.
    for (var row = 2; row <= 6; row++) {
      ctx.fillStyle = row % 2 ? "#1e40af" : "#1d4ed8";
      ctx.fillRect(0, rowY(row), W, CELL);
      var v = g.currents[row];
      ctx.strokeStyle = "rgba(191, 219, 254, .35)";
      ctx.lineWidth = 2;
      for (var k = 0; k < 6; k++) {
        var x = ((((k * 97 + api.time * v) % (W + 60)) + W + 60) % (W + 60)) - 30;
        var y = rowY(row) + 12 + ((k * 17) % 26);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x + (v > 0 ? 22 : -22), y);
        ctx.moveTo(x + (v > 0 ? 22 : -22), y);
        ctx.lineTo(x + (v > 0 ? 16 : -16), y - 4);
        ctx.stroke();
      }
    }
    // The sandbar between the halves and the start beach.
    ctx.fillStyle = "#fde68a";
    ctx.fillRect(0, rowY(7), W, CELL);
    ctx.fillStyle = "#fcd34d";
    for (var d = 0; d < W; d += 36) ctx.fillRect(d + 8, rowY(7) + 30, 10, 3);
    // Sea lanes.
    for (var lane = 8; lane <= 12; lane++) {
      ctx.fillStyle = lane % 2 ? "#0369a1" : "#075985";
      ctx.fillRect(0, rowY(lane), W, CELL);
      ctx.strokeStyle = "rgba(224, 242, 254, .25)";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (var wx = 0; wx < W; wx += 24) {
        var wy = rowY(lane) + 24 + Math.sin(api.time * 2 + wx * 0.1 + lane) * 3;
        ctx.moveTo(wx, wy);
        ctx.quadraticCurveTo(wx + 6, wy - 4, wx + 12, wy);
      }
      ctx.stroke();
    }
    ctx.fillStyle = "#fde68a";
    ctx.fillRect(0, rowY(START_ROW), W, CELL);
    ctx.fillStyle = "#92400e";
    ctx.fillRect(200, rowY(START_ROW) + 30, 80, 10);
    ctx.fillStyle = "#0c4a6e";
    ctx.fillRect(0, rowY(14), W, CELL);
  }

  function drawCoves(ctx, api) {
    ctx.fillStyle = "#15803d";
    ctx.fillRect(0, rowY(COVE_ROW), W, CELL);
    ctx.fillStyle = "#166534";
    for (var p = 0; p < W; p += 30) {
      ctx.beginPath();
      ctx.arc(p + 15, rowY(COVE_ROW) + 8, 12, 0, Math.PI * 2);
      ctx.fill();
    }
    COVES.forEach(function (cx, i) {
      ctx.fillStyle = "#0284c7";
      ctx.beginPath();
      ctx.moveTo(cx - 22, rowY(COVE_ROW) + CELL);
      ctx.lineTo(cx - 22, rowY(COVE_ROW) + 16);
      ctx.quadraticCurveTo(cx, rowY(COVE_ROW) + 2, cx + 22, rowY(COVE_ROW) + 16);
      ctx.lineTo(cx + 22, rowY(COVE_ROW) + CELL);
      ctx.fill();
      ctx.fillStyle = "#fde68a";
      ctx.fillRect(cx - 22, rowY(COVE_ROW) + CELL - 6, 44, 6);
      if (g.filled[i]) {
        drawSailboat(ctx, cx, rowY(COVE_ROW) + CELL / 2 + 4, "up", 0.8);
        ctx.fillStyle = "#f43f5e";
        ctx.fillRect(cx + 8, rowY(COVE_ROW) + 4 + Math.sin(api.time * 4 + i) * 1.5, 10, 6);
      }
    });
  }

  function drawReef(ctx, r) {
    var y = rowY(r.row) + CELL / 2;
    ctx.fillStyle = "#78716c";
    ctx.beginPath();
    ctx.ellipse(r.x + r.w / 2, y + 4, r.w / 2, 14, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#f472b6";
    ctx.beginPath();
    ctx.arc(r.x + r.w * 0.3, y - 4, 7, 0, Math.PI * 2);
    ctx.arc(r.x + r.w * 0.62, y - 6, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fb923c";
    ctx.fillRect(r.x + r.w * 0.45, y - 14, 4, 14);
    ctx.fillRect(r.x + r.w * 0.8, y - 8, 4, 10);
    ctx.strokeStyle = "rgba(255,255,255,.5)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.ellipse(r.x + r.w / 2, y + 8, r.w / 2 + 4, 10, 0, 0.2, Math.PI - 0.2);
    ctx.stroke();
  }

  function drawShip(ctx, s, t) {
    var y = rowY(s.row) + CELL / 2;
    var left = s.speed < 0;
    ctx.save();
    ctx.translate(s.x + s.len / 2, y);
    if (left) ctx.scale(-1, 1);
    var half = s.len / 2;
    switch (s.kind) {
      case "shark":
        ctx.fillStyle = "#64748b";
        ctx.beginPath();
        ctx.ellipse(0, 4, half - 4, 11, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.beginPath();
        ctx.moveTo(-6, -4);
        ctx.lineTo(4, -20);
        ctx.lineTo(10, -4);
        ctx.fill();
        ctx.beginPath();
        ctx.moveTo(-half + 4, 4);
        ctx.lineTo(-half - 8, -8 + Math.sin(t * 10) * 4);
        ctx.lineTo(-half - 8, 14);
        ctx.fill();
        ctx.fillStyle = "#0f172a";
        ctx.fillRect(half - 16, 0, 3, 3);
        break;
      case "jelly":
        ctx.fillStyle = "rgba(232, 121, 249, .85)";
        ctx.beginPath();
        ctx.arc(0, 0, 14, Math.PI, 0);
        ctx.fill();
        ctx.strokeStyle = "rgba(240, 171, 252, .9)";
        ctx.lineWidth = 2;
        for (var k = -10; k <= 10; k += 5) {
          ctx.beginPath();
          ctx.moveTo(k, 0);
          ctx.quadraticCurveTo(k + Math.sin(t * 8 + k) * 4, 8, k, 16);
          ctx.stroke();
        }
        break;
      case "skiff":
        ctx.fillStyle = "#f8fafc";
        hull(ctx, half - 2, 10);
        ctx.fillStyle = "#ef4444";
        ctx.fillRect(-6, -10, 12, 8);
        ctx.fillStyle = "rgba(255,255,255,.5)";
        ctx.fillRect(-half - 10, 8, 10, 3);
        break;
      case "galleon":
        ctx.fillStyle = "#78350f";
        hull(ctx, half - 2, 14);
        ctx.fillStyle = "#f5f5f4";
        ctx.fillRect(-half * 0.55, -22, 20, 20);
        ctx.fillRect(half * 0.1, -26, 22, 24);
        ctx.fillStyle = "#0f172a";
        ctx.fillRect(half * 0.1 + 6, -32, 10, 6);
        break;
      default: // tanker
        ctx.fillStyle = "#b91c1c";
        hull(ctx, half - 2, 14);
        ctx.fillStyle = "#e5e7eb";
        ctx.fillRect(-half + 14, -16, 26, 14);
        ctx.fillStyle = "#374151";
        for (var c = -half + 48; c < half - 16; c += 26) ctx.fillRect(c, -10, 20, 8);
    }
    ctx.restore();
  }

  function hull(ctx, half, h) {
    ctx.beginPath();
    ctx.moveTo(-half, -2);
    ctx.lineTo(half, -2);
    ctx.lineTo(half - h, h);
    ctx.lineTo(-half + 6, h);
    ctx.closePath();
    ctx.fill();
  }

  function drawBoat(ctx, api) {
    var b = g.boat;
    if (b.sinking) {
      ctx.globalAlpha = Math.max(0, b.sinking - 0.4);
      drawSailboat(ctx, b.x, rowY(b.row) + CELL / 2 + (1.2 - b.sinking) * 10, b.facing, 1);
      ctx.globalAlpha = 1;
      return;
    }
    var k = b.hop > 0 ? 1 - b.hop / HOP_TIME : 1;
    var x = b.fromX + (b.x - b.fromX) * k;
    var y = rowY(b.fromRow + (b.row - b.fromRow) * k) + CELL / 2;
    var lift = b.hop > 0 ? Math.sin(k * Math.PI) * 6 : Math.sin(api.time * 3) * 1.5;
    drawSailboat(ctx, x, y - lift, b.facing, 1 + (b.hop > 0 ? Math.sin(k * Math.PI) * 0.1 : 0));
  }

  function drawSailboat(ctx, x, y, facing, scale) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(scale, scale);
    ctx.fillStyle = "rgba(255,255,255,.35)";
    ctx.beginPath();
    ctx.ellipse(0, 12, 18, 4, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#92400e";
    ctx.beginPath();
    ctx.moveTo(-16, 4);
    ctx.lineTo(16, 4);
    ctx.lineTo(11, 12);
    ctx.lineTo(-11, 12);
    ctx.closePath();
    ctx.fill();
    var lean = facing === "left" ? -4 : facing === "right" ? 4 : 0;
    ctx.fillStyle = "#f8fafc";
    ctx.beginPath();
    ctx.moveTo(-1, 2);
    ctx.lineTo(-1 + lean, -20);
    ctx.lineTo(-14, 2);
    ctx.fill();
    ctx.fillStyle = "#e0f2fe";
    ctx.beginPath();
    ctx.moveTo(1, 2);
    ctx.lineTo(1 + lean, -16);
    ctx.lineTo(12, 2);
    ctx.fill();
    ctx.fillStyle = "#f43f5e";
    ctx.fillRect(-1 + lean, -24, 8, 4);
    ctx.restore();
  }

  function drawStatus(ctx) {
    var y = rowY(14) + CELL / 2;
    ctx.font = "700 15px system-ui, sans-serif";
    ctx.textBaseline = "middle";
    ctx.fillStyle = "#e0f2fe";
    ctx.fillText("Level " + g.level, 12, y);
    for (var i = 0; i < BOATS; i++) {
      ctx.globalAlpha = i < g.boats ? 1 : 0.25;
      drawSailboat(ctx, 104 + i * 30, y + 2, "up", 0.6);
    }
    ctx.globalAlpha = 1;
    ctx.fillStyle = "rgba(255,255,255,.2)";
    ctx.fillRect(220, y - 6, 248, 12);
    ctx.fillStyle = g.timeLeft < 10 ? "#f87171" : "#4ade80";
    ctx.fillRect(220, y - 6, 248 * Math.max(0, g.timeLeft / CROSSING_TIME), 12);
    ctx.textBaseline = "alphabetic";
  }

  VWKit.arcade({
    width: W,
    height: H,
    reset: reset,
    update: update,
    draw: draw,
    keydown: keydown,
    tap: tap,
    swipe: swipe,
  });
})();
