/*
 * Haunted Factory: whack-a-ghost on nine machines. Ghosts rise, linger and sink; each level they come more
 * often, stay less and more of them rise at once. The night watchman rises too, and must not be hit.
 */
(function () {
  "use strict";

  var W = 480;
  var H = 720;
  var COLS = [88, 240, 392];
  var ROWS = [262, 452, 642];
  var LANTERNS = 5;
  var PER_LEVEL = 10;
  var DIRECT = {
    1: 0,
    2: 1,
    3: 2,
    4: 3,
    5: 4,
    6: 5,
    7: 6,
    8: 7,
    9: 8,
    q: 0,
    w: 1,
    e: 2,
    a: 3,
    s: 4,
    d: 5,
    z: 6,
    x: 7,
    c: 8,
  };
  var MACHINES = ["press", "boiler", "crate", "chute", "furnace", "gears", "vent", "toybox", "tank"];

  var coarse = window.matchMedia && matchMedia("(pointer: coarse)").matches;
  var g;

  function reset() {
    g = {
      level: 1,
      lanterns: LANTERNS,
      whacked: 0,
      combo: 0,
      cursor: 4,
      holes: MACHINES.map(function (kind, i) {
        return {
          kind: kind,
          x: COLS[i % 3],
          y: ROWS[Math.floor(i / 3)],
          who: null,
          rise: 0,
          life: 0,
          hitTime: 0,
          shake: 0,
        };
      }),
      spawnIn: 0.8,
      floaters: [],
      banner: 0,
      ending: 0,
    };
  }

  function pace() {
    var l = g.level - 1;
    return {
      interval: Math.max(0.32, 1.05 - l * 0.08),
      up: Math.max(0.62, 1.55 - l * 0.1),
      together: Math.min(3, 1 + Math.floor(g.level / 3)),
      watchman: g.level < 2 ? 0 : Math.min(0.22, 0.08 + l * 0.02),
      golden: 0.06,
    };
  }

  function update(dt, api) {
    if (g.ending > 0) {
      g.ending -= dt;
      updateFloaters(dt);
      if (g.ending <= 0) api.gameOver("The night shift wins", "You kept the factory to level " + g.level + ".");
      return;
    }
    var p = pace();
    g.spawnIn -= dt;
    var active = g.holes.filter(function (h) {
      return h.who;
    }).length;
    if (g.spawnIn <= 0 && active < p.together) {
      spawn(p);
      g.spawnIn = p.interval * (0.7 + Math.random() * 0.6);
    }
    g.holes.forEach(function (h) {
      if (h.shake > 0) h.shake -= dt;
      if (!h.who) return;
      if (h.hitTime > 0) {
        h.hitTime -= dt;
        if (h.hitTime <= 0) h.who = null;
        return;
      }
      h.life -= dt;
      h.rise = Math.min(1, h.rise + dt * 7);
      if (h.life <= 0) {
        h.rise -= dt * 14;
        if (h.rise <= 0) flee(h, api);
      }
    });
    if (g.banner > 0) g.banner -= dt;
    updateFloaters(dt);
  }

  function spawn(p) {
    var free = g.holes.filter(function (h) {
      return !h.who;
    });
    if (!free.length) return;
    var h = free[Math.floor(Math.random() * free.length)];
    var roll = Math.random();
    h.who = roll < p.watchman ? "watchman" : roll < p.watchman + p.golden ? "golden" : "ghost";
    h.rise = 0;
    h.hitTime = 0;
    h.life = p.up * (h.who === "golden" ? 0.7 : 1);
  }

  function flee(h, api) {
    var who = h.who;
    h.who = null;
    h.rise = 0;
    if (who === "watchman") return; // he just goes back to his rounds
    loseLantern(h, api, "escaped!");
  }

  function loseLantern(h, api, text) {
    g.combo = 0;
    g.lanterns -= 1;
    g.floaters.push({ x: h.x, y: h.y - 90, text: text, color: "#f87171", life: 1 });
    api.sound.tone(196, 0.35, { type: "sawtooth", volume: 0.12, slideTo: 98 });
    if (g.lanterns <= 0) {
      g.ending = 1;
      api.sound.tone(110, 1, { type: "triangle", volume: 0.25, slideTo: 55 });
    }
  }

  function whack(index, api) {
    if (g.ending > 0) return;
    var h = g.holes[index];
    g.cursor = index;
    h.shake = 0.15;
    if (!h.who || h.hitTime > 0 || h.rise < 0.25) {
      api.sound.tone(140, 0.06, { type: "square", volume: 0.08 });
      return;
    }
    if (h.who === "watchman") {
      h.hitTime = 0.4;
      h.who = "watchman-hit";
      loseLantern(h, api, "ouch! not him");
      return;
    }
    var golden = h.who === "golden";
    h.who = golden ? "golden-hit" : "ghost-hit";
    h.hitTime = 0.3;
    g.combo += 1;
    g.whacked += 1;
    var points = (golden ? 50 : 10) * g.level;
    if (g.combo % 5 === 0) points += 25 * g.level;
    api.addScore(points);
    g.floaters.push({ x: h.x, y: h.y - 100, text: "+" + points, color: golden ? "#fde047" : "#bef264", life: 0.8 });
    g.floaters.push({ x: h.x, y: h.y - 80, ring: true, color: golden ? "#fde047" : "#e0f2fe", life: 0.35 });
    api.sound.noise(0.12, { volume: 0.25, filter: "highpass", frequency: 1800 });
    api.sound.tone(golden ? 1046 : 660, 0.15, { type: "triangle", volume: 0.2, slideTo: golden ? 1568 : 990 });
    if (g.whacked % PER_LEVEL === 0) {
      g.level += 1;
      g.banner = 1.4;
      if (g.lanterns < LANTERNS) g.lanterns += 1;
      [523, 659, 784].forEach(function (f, i) {
        api.sound.tone(f, 0.2, { type: "square", volume: 0.1, at: api.sound.now() + 0.1 + i * 0.08 });
      });
    }
  }

  function updateFloaters(dt) {
    for (var i = g.floaters.length - 1; i >= 0; i--) {
      var f = g.floaters[i];
      if (!f.ring) f.y -= 40 * dt;
      f.life -= dt;
      if (f.life <= 0) g.floaters.splice(i, 1);
    }
  }

  function keydown(name, key, api) {
    var lower = key.length === 1 ? key.toLowerCase() : key;
    if (Object.prototype.hasOwnProperty.call(DIRECT, lower)) return whack(DIRECT[lower], api);
    var col = g.cursor % 3;
    var row = Math.floor(g.cursor / 3);
    if (key === "ArrowLeft") col = (col + 2) % 3;
    else if (key === "ArrowRight") col = (col + 1) % 3;
    else if (key === "ArrowUp") row = (row + 2) % 3;
    else if (key === "ArrowDown") row = (row + 1) % 3;
    else if (name === "action") return whack(g.cursor, api);
    g.cursor = row * 3 + col;
  }

  function press(x, y, api) {
    var best = -1;
    var bestDistance = 1e9;
    g.holes.forEach(function (h, i) {
      var d = Math.abs(x - h.x) / 76 + Math.abs(y - (h.y - 30)) / 85;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    if (bestDistance < 1.2) whack(best, api);
  }

  // --- drawing ---

  function draw(ctx, api) {
    drawRoom(ctx, api);
    g.holes.forEach(function (h, i) {
      drawHole(ctx, h, i, api);
    });
    drawStatus(ctx);
    g.floaters.forEach(function (f) {
      ctx.globalAlpha = Math.min(1, f.life * 2);
      if (f.ring) {
        ctx.strokeStyle = f.color;
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.arc(f.x, f.y, 30 + (0.35 - f.life) * 220, 0, Math.PI * 2);
        ctx.stroke();
        return;
      }
      ctx.font = "800 22px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = f.color;
      ctx.fillText(f.text, f.x, f.y);
    });
    ctx.globalAlpha = 1;
    if (g.banner > 0) {
      ctx.font = "800 40px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = "rgba(190, 242, 100," + Math.min(1, g.banner) + ")";
      ctx.fillText("Level " + g.level, W / 2, 150);
    }
    ctx.textAlign = "left";
  }

  function drawRoom(ctx, api) {
    var wall = ctx.createLinearGradient(0, 0, 0, H);
    wall.addColorStop(0, "#0f172a");
    wall.addColorStop(1, "#3f3f46");
    ctx.fillStyle = wall;
    ctx.fillRect(0, 0, W, H);
    // High windows with the green moon behind them.
    for (var i = 0; i < 3; i++) {
      var x = 40 + i * 150;
      ctx.fillStyle = "#1e293b";
      ctx.fillRect(x, 90, 100, 56);
      if (i === 2) {
        ctx.fillStyle = "#bef264";
        ctx.beginPath();
        ctx.arc(x + 60, 116, 15, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.strokeStyle = "#18181b";
      ctx.lineWidth = 4;
      ctx.strokeRect(x, 90, 100, 56);
      ctx.beginPath();
      ctx.moveTo(x + 50, 90);
      ctx.lineTo(x + 50, 146);
      ctx.moveTo(x, 118);
      ctx.lineTo(x + 100, 118);
      ctx.stroke();
    }
    // Flickering light.
    var flicker = 0.05 + (Math.sin(api.time * 13) > 0.96 ? 0.08 : 0);
    ctx.fillStyle = "rgba(250, 204, 21," + flicker + ")";
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "#18181b";
    ctx.fillRect(0, H - 24, W, 24);
  }

  function drawHole(ctx, h, i, api) {
    var shake = h.shake > 0 ? Math.sin(h.shake * 90) * 3 : 0;
    ctx.save();
    ctx.translate(h.x + shake, h.y);
    // The ghost, behind the machine's front, rises out of its mouth.
    if (h.who) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(-80, -190, 160, 160);
      ctx.clip();
      var up = easeOut(Math.max(0, Math.min(1, h.rise)));
      var y = -30 - up * 76;
      if (h.who === "watchman" || h.who === "watchman-hit") drawWatchman(ctx, y, h.who === "watchman-hit");
      else drawGhost(ctx, y, h.who.indexOf("golden") === 0, h.who.indexOf("-hit") > 0, api.time + i);
      ctx.restore();
    }
    drawMachine(ctx, h.kind, api.time + i * 0.7);
    if (i === g.cursor && !coarse) {
      ctx.strokeStyle = "rgba(125, 211, 252, .8)";
      ctx.lineWidth = 3;
      ctx.setLineDash([8, 6]);
      ctx.strokeRect(-72, -146, 144, 200);
      ctx.setLineDash([]);
    }
    ctx.fillStyle = "rgba(241, 245, 255, .35)";
    ctx.font = "600 13px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.fillText(String(i + 1), 0, 44);
    ctx.restore();
  }

  function easeOut(t) {
    return 1 - (1 - t) * (1 - t);
  }

  function drawGhost(ctx, y, golden, hit, t) {
    ctx.globalAlpha = hit ? 0.4 : 0.92;
    ctx.fillStyle = golden ? "#fde047" : "#f4f4f5";
    ctx.shadowColor = golden ? "#facc15" : "#e0f2fe";
    ctx.shadowBlur = 18;
    var wobble = Math.sin(t * 6) * 3;
    ctx.beginPath();
    ctx.moveTo(-34, y + 40);
    ctx.lineTo(-34, y);
    ctx.arc(0, y, 34, Math.PI, 0);
    ctx.lineTo(34, y + 40);
    for (var k = 0; k < 4; k++) {
      var x0 = 34 - k * 17;
      ctx.quadraticCurveTo(x0 - 8, y + 30 + (k % 2 ? wobble : -wobble), x0 - 17, y + 40);
    }
    ctx.closePath();
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.fillStyle = "#0f172a";
    if (hit) {
      ctx.strokeStyle = "#0f172a";
      ctx.lineWidth = 3;
      cross(ctx, -12, y - 4);
      cross(ctx, 12, y - 4);
    } else {
      ctx.beginPath();
      ctx.ellipse(-12, y - 4, 6, 8, 0, 0, Math.PI * 2);
      ctx.ellipse(12, y - 4, 6, 8, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(0, y + 14, 6, 8, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }

  function cross(ctx, x, y) {
    ctx.beginPath();
    ctx.moveTo(x - 6, y - 6);
    ctx.lineTo(x + 6, y + 6);
    ctx.moveTo(x + 6, y - 6);
    ctx.lineTo(x - 6, y + 6);
    ctx.stroke();
  }

  function drawWatchman(ctx, y, hit) {
    ctx.fillStyle = "#1d4ed8";
    ctx.fillRect(-30, y + 10, 60, 60);
    ctx.fillStyle = "#fcd34d";
    ctx.beginPath();
    ctx.arc(0, y - 6, 24, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#1e3a8a";
    ctx.fillRect(-28, y - 34, 56, 14);
    ctx.fillRect(-34, y - 22, 68, 5);
    ctx.fillStyle = "#facc15";
    ctx.fillRect(-5, y - 31, 10, 8);
    ctx.fillStyle = "#0f172a";
    ctx.fillRect(-11, y - 8, 5, hit ? 2 : 5);
    ctx.fillRect(6, y - 8, 5, hit ? 2 : 5);
    ctx.fillRect(-7, y + 6, 14, 3);
    // His lantern: the sign he is a person, not a ghost.
    ctx.fillStyle = "#fbbf24";
    ctx.shadowColor = "#fbbf24";
    ctx.shadowBlur = 14;
    ctx.fillRect(30, y + 20, 12, 16);
    ctx.shadowBlur = 0;
  }

  function drawMachine(ctx, kind, t) {
    ctx.fillStyle = "#27272a";
    ctx.fillRect(-70, -30, 140, 80);
    ctx.fillStyle = "#18181b";
    ctx.fillRect(-76, -36, 152, 12);
    ctx.fillStyle = "#52525b";
    ctx.fillRect(-70, 40, 140, 10);
    ctx.fillStyle = "#3f3f46";
    switch (kind) {
      case "press":
        ctx.fillRect(-10, -60, 20, 30);
        ctx.fillStyle = "#a1a1aa";
        ctx.fillRect(-30, -66, 60, 8);
        break;
      case "boiler":
        ctx.fillStyle = "#7f1d1d";
        ctx.beginPath();
        ctx.arc(0, 10, 26, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = "#fca5a5";
        ctx.fillRect(-3, -6, 6, 18);
        break;
      case "crate":
        ctx.fillStyle = "#78350f";
        ctx.fillRect(-40, -8, 80, 50);
        ctx.strokeStyle = "#451a03";
        ctx.lineWidth = 3;
        ctx.strokeRect(-40, -8, 80, 50);
        ctx.beginPath();
        ctx.moveTo(-40, -8);
        ctx.lineTo(40, 42);
        ctx.stroke();
        break;
      case "chute":
        ctx.fillStyle = "#52525b";
        for (var k = 0; k < 5; k++) ctx.fillRect(-60 + ((k * 28 + t * 40) % 140), 22, 14, 6);
        break;
      case "furnace":
        ctx.fillStyle = "rgba(249, 115, 22," + (0.6 + Math.sin(t * 9) * 0.3) + ")";
        ctx.fillRect(-30, 4, 60, 30);
        ctx.strokeStyle = "#18181b";
        ctx.lineWidth = 4;
        for (var b = -20; b <= 20; b += 20) {
          ctx.beginPath();
          ctx.moveTo(b, 4);
          ctx.lineTo(b, 34);
          ctx.stroke();
        }
        break;
      case "gears":
        gear(ctx, -26, 10, 18, t);
        gear(ctx, 22, 14, 14, -t * 1.3);
        break;
      case "vent":
        ctx.fillStyle = "#a1a1aa";
        for (var v = 0; v < 4; v++) ctx.fillRect(-44, -12 + v * 12, 88, 5);
        break;
      case "toybox":
        ctx.fillStyle = "#be185d";
        ctx.fillRect(-40, -8, 80, 50);
        ctx.fillStyle = "#fde047";
        ctx.beginPath();
        ctx.arc(0, 17, 10, 0, Math.PI * 2);
        ctx.fill();
        break;
      default:
        ctx.fillStyle = "#164e63";
        ctx.fillRect(-36, -10, 72, 52);
        ctx.fillStyle = "rgba(163, 230, 53, .7)";
        ctx.fillRect(-30, 10 + Math.sin(t * 2) * 4, 60, 26);
    }
    // The dark mouth the ghosts come out of.
    ctx.fillStyle = "#09090b";
    ctx.beginPath();
    ctx.ellipse(0, -30, 58, 9, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  function gear(ctx, x, y, r, angle) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.fillStyle = "#a1a1aa";
    for (var k = 0; k < 8; k++) {
      ctx.rotate(Math.PI / 4);
      ctx.fillRect(-3, -r - 5, 6, 8);
    }
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#27272a";
    ctx.beginPath();
    ctx.arc(0, 0, r * 0.35, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function drawStatus(ctx) {
    ctx.font = "700 16px system-ui, sans-serif";
    ctx.textBaseline = "middle";
    ctx.textAlign = "left";
    ctx.fillStyle = "#f1f5ff";
    ctx.fillText("Level " + g.level, 16, 76);
    for (var i = 0; i < LANTERNS; i++) {
      var x = W - 30 - i * 26;
      ctx.fillStyle = i < g.lanterns ? "#fbbf24" : "rgba(255,255,255,.15)";
      ctx.fillRect(x - 7, 68, 14, 17);
      ctx.fillRect(x - 4, 63, 8, 4);
    }
    var progress = (g.whacked % PER_LEVEL) / PER_LEVEL;
    ctx.fillStyle = "rgba(255,255,255,.15)";
    ctx.fillRect(100, 72, 180, 8);
    ctx.fillStyle = "#bef264";
    ctx.fillRect(100, 72, 180 * progress, 8);
    ctx.textBaseline = "alphabetic";
  }

  VWKit.arcade({ width: W, height: H, reset: reset, update: update, draw: draw, keydown: keydown, press: press });
})();
