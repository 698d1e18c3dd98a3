/*
 * Mystic Grove: lights-out. A level starts from every stone lit and applies a few random touches; since a
 * touch undoes itself, those same touches solve it, so the number of them is the level's par and the moves
 * allowed are par plus a margin. The set of touches still needed is always (scramble XOR touches made), which
 * is what a hint shows.
 */
(function () {
  "use strict";

  var W = 800;
  var H = 600;
  var BOARD = 430;
  var CX = 400;
  var CY = 330;
  var LEVELS = [
    [3, 2],
    [3, 4],
    [4, 4],
    [4, 6],
    [4, 8],
    [5, 6],
    [5, 8],
    [5, 10],
    [6, 8],
  ];
  var GLYPHS = [
    [
      [0, -1, 0, 1],
      [0, -1, 0.6, -0.4],
      [0, -0.3, 0.6, 0.3],
    ],
    [
      [-0.4, -1, -0.4, 1],
      [-0.4, -1, 0.5, -0.5],
      [0.5, -0.5, -0.4, 0],
    ],
    [
      [0, -1, 0, 1],
      [-0.6, -0.5, 0.6, 0.5],
      [0.6, -0.5, -0.6, 0.5],
    ],
    [
      [-0.5, -1, -0.5, 1],
      [0.5, -1, 0.5, 1],
      [-0.5, -0.6, 0.5, 0.2],
    ],
    [
      [0, -1, -0.6, 0],
      [-0.6, 0, 0, 1],
      [0, 1, 0.6, 0],
      [0.6, 0, 0, -1],
    ],
    [
      [-0.5, -1, -0.5, 1],
      [-0.5, -1, 0.5, -0.3],
      [-0.5, -0.2, 0.5, 0.5],
    ],
    [
      [0, -1, 0, 1],
      [-0.6, -1, 0, -0.4],
      [0.6, -1, 0, -0.4],
    ],
    [
      [-0.6, 1, 0, -1],
      [0, -1, 0.6, 1],
      [-0.3, 0.1, 0.3, 0.1],
    ],
  ];

  var flies = [];
  for (var f = 0; f < 30; f++)
    flies.push({ x: Math.random() * W, y: 120 + Math.random() * 460, p: Math.random() * 10, s: 0.4 + Math.random() });

  var g;

  function reset() {
    g = { level: 1, cursor: 0, floaters: [], sparks: [] };
    newLevel();
  }

  function levelShape(level) {
    if (level <= LEVELS.length) return LEVELS[level - 1];
    return [6, Math.min(20, 8 + (level - LEVELS.length) * 2)];
  }

  function newLevel() {
    var shape = levelShape(g.level);
    var n = shape[0];
    g.n = n;
    g.tile = BOARD / n;
    do {
      g.lit = [];
      g.glow = [];
      g.scramble = [];
      for (var i = 0; i < n * n; i++) {
        g.lit.push(true);
        g.glow.push(1);
        g.scramble.push(false);
      }
      var picks = shuffle(range(n * n)).slice(0, shape[1]);
      picks.forEach(function (k) {
        g.scramble[k] = true;
        toggle(k);
      });
    } while (g.lit.every(Boolean));
    g.lit.forEach(function (on, k) {
      g.glow[k] = on ? 1 : 0;
    });
    g.touched = g.scramble.map(function () {
      return false;
    });
    g.par = shape[1];
    g.moves = shape[1] + Math.max(4, Math.ceil(shape[1] * 0.75));
    g.cursor = Math.floor((n * n) / 2);
    g.solved = 0;
    g.failed = 0;
    g.hint = -1;
    g.hintTime = 0;
    g.pulse = g.lit.map(function () {
      return 0;
    });
  }

  function range(n) {
    var out = [];
    for (var i = 0; i < n; i++) out.push(i);
    return out;
  }

  function shuffle(list) {
    for (var i = list.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
    return list;
  }

  function neighbours(k) {
    var n = g.n;
    var r = Math.floor(k / n);
    var c = k % n;
    var out = [k];
    if (r > 0) out.push(k - n);
    if (r < n - 1) out.push(k + n);
    if (c > 0) out.push(k - 1);
    if (c < n - 1) out.push(k + 1);
    return out;
  }

  function toggle(k) {
    neighbours(k).forEach(function (m) {
      g.lit[m] = !g.lit[m];
      if (g.pulse) g.pulse[m] = 1;
    });
  }

  function touch(k, api) {
    if (g.solved || g.failed || g.moves <= 0) return;
    g.cursor = k;
    toggle(k);
    g.touched[k] = !g.touched[k];
    g.moves -= 1;
    g.hint = -1;
    var r = Math.floor(k / g.n);
    api.sound.tone(g.lit[k] ? 392 + r * 60 : 196 + r * 30, 0.22, { type: "sine", volume: 0.2 });
    api.sound.tone(g.lit[k] ? 784 + r * 120 : 294, 0.3, { type: "triangle", volume: 0.06, at: api.sound.now() + 0.03 });
    if (g.lit.every(Boolean)) {
      g.solved = 1.6;
      var points = 100 + g.level * 25 + g.moves * 15;
      api.addScore(points);
      g.floaters.push({ text: "The grove wakes! +" + points, life: 1.6 });
      for (var s = 0; s < 60; s++) {
        var a = Math.random() * Math.PI * 2;
        var v = 60 + Math.random() * 200;
        g.sparks.push({ x: CX, y: CY, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 1 + Math.random() });
      }
      [523, 659, 784, 1047, 1319].forEach(function (fr, i) {
        api.sound.tone(fr, 0.5, { type: "sine", volume: 0.16, at: api.sound.now() + 0.1 + i * 0.1 });
      });
    } else if (g.moves <= 0) {
      g.failed = 1.4;
      api.sound.tone(147, 1.2, { type: "triangle", volume: 0.2, slideTo: 98 });
    }
  }

  function showHint(api) {
    if (g.solved || g.failed || g.moves <= 1) return;
    for (var k = 0; k < g.scramble.length; k++) {
      if (g.scramble[k] !== g.touched[k]) {
        g.hint = k;
        g.hintTime = 2;
        g.moves -= 1;
        api.sound.tone(1175, 0.3, { type: "sine", volume: 0.1 });
        return;
      }
    }
  }

  function update(dt, api) {
    for (var k = 0; k < g.glow.length; k++) {
      var target = g.lit[k] ? 1 : 0;
      g.glow[k] += (target - g.glow[k]) * Math.min(1, dt * 10);
      if (g.pulse[k] > 0) g.pulse[k] = Math.max(0, g.pulse[k] - dt * 4);
    }
    if (g.hintTime > 0) g.hintTime -= dt;
    for (var i = g.sparks.length - 1; i >= 0; i--) {
      var s = g.sparks[i];
      s.x += s.vx * dt;
      s.y += s.vy * dt;
      s.vy += 30 * dt;
      s.life -= dt;
      if (s.life <= 0) g.sparks.splice(i, 1);
    }
    for (var j = g.floaters.length - 1; j >= 0; j--) {
      g.floaters[j].life -= dt;
      if (g.floaters[j].life <= 0) g.floaters.splice(j, 1);
    }
    if (g.solved) {
      g.solved -= dt;
      if (g.solved <= 0) {
        g.level += 1;
        newLevel();
      }
    } else if (g.failed) {
      g.failed -= dt;
      if (g.failed <= 0)
        api.gameOver("The grove sleeps on", "You woke " + (g.level - 1) + (g.level === 2 ? " grove." : " groves."));
    }
  }

  function keydown(name, key, api) {
    var n = g.n;
    var r = Math.floor(g.cursor / n);
    var c = g.cursor % n;
    if (key === "ArrowLeft" || key === "a" || key === "A") c = (c + n - 1) % n;
    else if (key === "ArrowRight" || key === "d" || key === "D") c = (c + 1) % n;
    else if (key === "ArrowUp" || key === "w" || key === "W") r = (r + n - 1) % n;
    else if (key === "ArrowDown" || key === "s" || key === "S") r = (r + 1) % n;
    else if (name === "action") return touch(g.cursor, api);
    else if (key === "h" || key === "H") return showHint(api);
    g.cursor = r * n + c;
  }

  function tileAt(x, y) {
    var left = CX - BOARD / 2;
    var top = CY - BOARD / 2;
    var c = Math.floor((x - left) / g.tile);
    var r = Math.floor((y - top) / g.tile);
    if (r < 0 || c < 0 || r >= g.n || c >= g.n) return -1;
    return r * g.n + c;
  }

  function press(x, y, api) {
    if (x > 640 && x < 760 && y > 470 && y < 520) return showHint(api);
    var k = tileAt(x, y);
    if (k >= 0) touch(k, api);
  }

  // --- drawing ---

  function draw(ctx, api) {
    var lit = g.lit.filter(Boolean).length / g.lit.length;
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#022c22");
    sky.addColorStop(1, "#14532d");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    var aura = ctx.createRadialGradient(CX, CY, 40, CX, CY, 420);
    aura.addColorStop(0, "rgba(153, 246, 228," + (0.1 + lit * 0.25) + ")");
    aura.addColorStop(1, "rgba(153, 246, 228, 0)");
    ctx.fillStyle = aura;
    ctx.fillRect(0, 0, W, H);
    drawTrees(ctx);
    drawFlies(ctx, api);
    drawBoard(ctx, api);
    drawPanel(ctx);
    g.sparks.forEach(function (s) {
      ctx.globalAlpha = Math.min(1, s.life);
      ctx.fillStyle = "#fde68a";
      ctx.fillRect(s.x - 2, s.y - 2, 4, 4);
    });
    ctx.globalAlpha = 1;
    g.floaters.forEach(function (fl) {
      ctx.globalAlpha = Math.min(1, fl.life);
      ctx.font = "800 30px Georgia, serif";
      ctx.textAlign = "center";
      ctx.fillStyle = "#fef3c7";
      ctx.fillText(fl.text, CX, 96);
    });
    if (g.failed) {
      ctx.font = "800 30px Georgia, serif";
      ctx.textAlign = "center";
      ctx.fillStyle = "#fca5a5";
      ctx.fillText("Out of moves", CX, 96);
    }
    ctx.globalAlpha = 1;
    ctx.textAlign = "left";
  }

  function drawTrees(ctx) {
    ctx.fillStyle = "#064e3b";
    [
      [20, 600, 60, 380],
      [120, 600, 50, 300],
      [690, 600, 60, 400],
      [760, 600, 45, 320],
    ].forEach(function (t) {
      ctx.beginPath();
      ctx.moveTo(t[0] - t[2], t[1]);
      ctx.lineTo(t[0], t[1] - t[3]);
      ctx.lineTo(t[0] + t[2], t[1]);
      ctx.fill();
    });
    ctx.fillStyle = "#052e16";
    [
      [70, 600, 40, 240],
      [730, 600, 40, 260],
    ].forEach(function (t) {
      ctx.beginPath();
      ctx.moveTo(t[0] - t[2], t[1]);
      ctx.lineTo(t[0], t[1] - t[3]);
      ctx.lineTo(t[0] + t[2], t[1]);
      ctx.fill();
    });
  }

  function drawFlies(ctx, api) {
    flies.forEach(function (fl) {
      var x = fl.x + Math.sin(api.time * fl.s + fl.p) * 20;
      var y = fl.y + Math.cos(api.time * fl.s * 0.7 + fl.p) * 14;
      ctx.globalAlpha = 0.4 + 0.6 * Math.abs(Math.sin(api.time * 2 + fl.p));
      ctx.fillStyle = "#fde68a";
      ctx.beginPath();
      ctx.arc(x, y, 2.2, 0, Math.PI * 2);
      ctx.fill();
    });
    ctx.globalAlpha = 1;
  }

  function drawBoard(ctx, api) {
    var n = g.n;
    var t = g.tile;
    var left = CX - BOARD / 2;
    var top = CY - BOARD / 2;
    ctx.fillStyle = "rgba(2, 44, 34, .55)";
    ctx.beginPath();
    ctx.ellipse(CX, CY, BOARD * 0.62, BOARD * 0.6, 0, 0, Math.PI * 2);
    ctx.fill();
    for (var k = 0; k < n * n; k++) {
      var x = left + (k % n) * t + t / 2;
      var y = top + Math.floor(k / n) * t + t / 2;
      var glow = g.glow[k];
      var size = t * 0.42 * (1 + g.pulse[k] * 0.08);
      if (glow > 0.05) {
        var halo = ctx.createRadialGradient(x, y, size * 0.4, x, y, size * 1.5);
        halo.addColorStop(0, "rgba(94, 234, 212," + 0.5 * glow + ")");
        halo.addColorStop(1, "rgba(94, 234, 212, 0)");
        ctx.fillStyle = halo;
        ctx.fillRect(x - size * 1.6, y - size * 1.6, size * 3.2, size * 3.2);
      }
      ctx.fillStyle = mix([30, 41, 59], [19, 78, 74], glow);
      stone(ctx, x, y, size);
      ctx.fill();
      ctx.strokeStyle = mix([71, 85, 105], [153, 246, 228], glow);
      ctx.lineWidth = 2;
      ctx.stroke();
      var glyph = GLYPHS[(k * 7 + g.level * 3) % GLYPHS.length];
      ctx.strokeStyle = glow > 0.5 ? "rgba(236, 254, 255," + glow + ")" : "rgba(100, 116, 139, .8)";
      ctx.lineWidth = Math.max(2, t * 0.05);
      ctx.lineCap = "round";
      ctx.beginPath();
      glyph.forEach(function (seg) {
        ctx.moveTo(x + seg[0] * size * 0.5, y + seg[1] * size * 0.5);
        ctx.lineTo(x + seg[2] * size * 0.5, y + seg[3] * size * 0.5);
      });
      ctx.stroke();
      if (k === g.hint && g.hintTime > 0) {
        ctx.strokeStyle = "rgba(253, 224, 71," + (0.5 + 0.5 * Math.sin(api.time * 10)) + ")";
        ctx.lineWidth = 4;
        stone(ctx, x, y, size * 1.15);
        ctx.stroke();
      }
      if (k === g.cursor && !coarse) {
        ctx.strokeStyle = "rgba(253, 230, 138, .9)";
        ctx.lineWidth = 3;
        ctx.setLineDash([6, 5]);
        ctx.strokeRect(x - t / 2 + 3, y - t / 2 + 3, t - 6, t - 6);
        ctx.setLineDash([]);
      }
    }
  }

  var coarse = window.matchMedia && matchMedia("(pointer: coarse)").matches;

  function stone(ctx, x, y, s) {
    ctx.beginPath();
    ctx.moveTo(x - s * 0.7, y - s);
    ctx.lineTo(x + s * 0.75, y - s * 0.95);
    ctx.lineTo(x + s, y - s * 0.2);
    ctx.lineTo(x + s * 0.8, y + s);
    ctx.lineTo(x - s * 0.85, y + s * 0.95);
    ctx.lineTo(x - s, y + s * 0.1);
    ctx.closePath();
  }

  function mix(a, b, t) {
    return (
      "rgb(" +
      Math.round(a[0] + (b[0] - a[0]) * t) +
      "," +
      Math.round(a[1] + (b[1] - a[1]) * t) +
      "," +
      Math.round(a[2] + (b[2] - a[2]) * t) +
      ")"
    );
  }

  function drawPanel(ctx) {
    ctx.font = "700 20px Georgia, serif";
    ctx.fillStyle = "#ecfdf5";
    ctx.textBaseline = "middle";
    ctx.fillText("Grove " + g.level, 24, 80);
    ctx.font = "600 16px system-ui, sans-serif";
    ctx.fillText(g.n + " × " + g.n + " stones", 24, 108);
    ctx.fillStyle = g.moves <= 2 ? "#fca5a5" : "#a7f3d0";
    ctx.font = "800 34px system-ui, sans-serif";
    ctx.fillText(String(g.moves), 24, 160);
    ctx.font = "600 14px system-ui, sans-serif";
    ctx.fillStyle = "#d1fae5";
    ctx.fillText("moves left", 24, 188);
    ctx.fillText("par " + g.par, 24, 210);
    var litCount = g.lit.filter(Boolean).length;
    ctx.fillText(litCount + " / " + g.lit.length + " awake", 24, 232);
    ctx.fillStyle = "rgba(253, 224, 71, .18)";
    ctx.strokeStyle = "rgba(253, 224, 71, .7)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.rect(640, 470, 120, 50);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = "#fef9c3";
    ctx.textAlign = "center";
    ctx.font = "700 16px system-ui, sans-serif";
    ctx.fillText("Hint (H)", 700, 488);
    ctx.font = "500 12px system-ui, sans-serif";
    ctx.fillText("costs a move", 700, 506);
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
  }

  VWKit.arcade({ width: W, height: H, reset: reset, update: update, draw: draw, keydown: keydown, press: press });
})();
