/*
 * Mermaid Lagoon: match-3 on an 8 × 8 board. A move is a swap that makes a line of three or more; matched
 * pieces clear, the rest fall and new ones drop in, and chains score more. Each level asks for a target
 * score within a number of moves.
 */
(function () {
  "use strict";

  var W = 480;
  var H = 720;
  var N = 8;
  var CELL = 56;
  var OX = (W - N * CELL) / 2;
  var OY = 172;
  var KINDS = 6;
  var MOVES = 20;
  var COLORS = ["#f8fafc", "#f472b6", "#fb923c", "#facc15", "#2dd4bf", "#a78bfa"];

  var bubbles = [];
  for (var i = 0; i < 24; i++)
    bubbles.push({ x: Math.random() * W, y: Math.random() * H, r: 2 + Math.random() * 5, v: 12 + Math.random() * 30 });

  var g;

  function reset() {
    g = {
      level: 1,
      target: 800,
      levelStart: 0,
      moves: MOVES,
      board: makeBoard(),
      phase: "idle",
      timer: 0,
      chain: 0,
      cursor: { r: 4, c: 3 },
      selected: null,
      pressed: null,
      swap: null,
      floaters: [],
      banner: 0,
      bannerText: "",
      ending: 0,
    };
  }

  function makeBoard() {
    var board = [];
    for (var r = 0; r < N; r++) {
      board.push([]);
      for (var c = 0; c < N; c++) {
        var kind;
        do kind = Math.floor(Math.random() * KINDS);
        while (
          (c >= 2 && board[r][c - 1].kind === kind && board[r][c - 2].kind === kind) ||
          (r >= 2 && board[r - 1][c].kind === kind && board[r - 2][c].kind === kind)
        );
        board[r].push(piece(kind, 0));
      }
    }
    if (!hasMove(board)) return makeBoard();
    return board;
  }

  function piece(kind, drop) {
    return { kind: kind, special: false, dy: drop || 0, vy: 0, clearing: 0 };
  }

  // --- matching ---

  function findRuns(board) {
    var runs = [];
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; ) {
        var len = 1;
        while (c + len < N && board[r][c + len].kind === board[r][c].kind) len++;
        if (len >= 3)
          runs.push({
            cells: range(len, function (k) {
              return [r, c + k];
            }),
            kind: board[r][c].kind,
          });
        c += len;
      }
    }
    for (var c2 = 0; c2 < N; c2++) {
      for (var r2 = 0; r2 < N; ) {
        var len2 = 1;
        while (r2 + len2 < N && board[r2 + len2][c2].kind === board[r2][c2].kind) len2++;
        if (len2 >= 3)
          runs.push({
            cells: range(len2, function (k) {
              return [r2 + k, c2];
            }),
            kind: board[r2][c2].kind,
          });
        r2 += len2;
      }
    }
    return runs;
  }

  function range(n, fn) {
    var out = [];
    for (var i = 0; i < n; i++) out.push(fn(i));
    return out;
  }

  function swapCells(board, a, b) {
    var t = board[a.r][a.c];
    board[a.r][a.c] = board[b.r][b.c];
    board[b.r][b.c] = t;
  }

  function hasMove(board) {
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; c++) {
        var here = { r: r, c: c };
        var pairs = [
          { r: r, c: c + 1 },
          { r: r + 1, c: c },
        ];
        for (var i = 0; i < pairs.length; i++) {
          var there = pairs[i];
          if (there.r >= N || there.c >= N) continue;
          swapCells(board, here, there);
          var ok = findRuns(board).length > 0;
          swapCells(board, here, there);
          if (ok) return true;
        }
      }
    }
    return false;
  }

  // --- turns ---

  function trySwap(a, b, api) {
    if (g.phase !== "idle" || g.ending > 0) return;
    if (!b || b.r < 0 || b.c < 0 || b.r >= N || b.c >= N) return;
    if (Math.abs(a.r - b.r) + Math.abs(a.c - b.c) !== 1) return;
    g.selected = null;
    g.swap = { a: a, b: b, t: 0, back: false };
    g.phase = "swap";
    api.sound.tone(520, 0.06, { type: "sine", volume: 0.12 });
  }

  function afterSwap(api) {
    var s = g.swap;
    swapCells(g.board, s.a, s.b);
    if (s.back) {
      g.swap = null;
      g.phase = "idle";
      return;
    }
    if (!findRuns(g.board).length) {
      swapCells(g.board, s.a, s.b);
      g.swap = { a: s.a, b: s.b, t: 0, back: true };
      api.sound.tone(200, 0.12, { type: "triangle", volume: 0.12 });
      return;
    }
    g.moves -= 1;
    g.chain = 0;
    g.lastSwap = [s.a, s.b];
    g.swap = null;
    resolve(api);
  }

  function resolve(api) {
    var runs = findRuns(g.board);
    if (!runs.length) return settle(api);
    g.chain += 1;
    var clear = {};
    var keep = {};
    runs.forEach(function (run) {
      run.cells.forEach(function (rc) {
        clear[rc[0] * N + rc[1]] = true;
      });
      if (run.cells.length >= 4) {
        var at = run.cells[Math.floor(run.cells.length / 2)];
        (g.lastSwap || []).forEach(function (sw) {
          run.cells.forEach(function (rc) {
            if (rc[0] === sw.r && rc[1] === sw.c) at = rc;
          });
        });
        keep[at[0] * N + at[1]] = run.kind;
      }
    });
    // A glowing treasure caught in a match takes its whole row and column with it.
    var queue = Object.keys(clear).map(Number);
    while (queue.length) {
      var key = queue.pop();
      var p = g.board[Math.floor(key / N)][key % N];
      if (!p.special || keep[key] !== undefined) continue;
      var r0 = Math.floor(key / N);
      var c0 = key % N;
      for (var k = 0; k < N; k++) {
        [r0 * N + k, k * N + c0].forEach(function (other) {
          if (!clear[other]) {
            clear[other] = true;
            queue.push(other);
          }
        });
      }
      api.sound.noise(0.4, { volume: 0.25, filter: "bandpass", frequency: 900 });
    }
    var count = 0;
    Object.keys(clear).forEach(function (k) {
      k = Number(k);
      if (keep[k] !== undefined) return;
      g.board[Math.floor(k / N)][k % N].clearing = 0.001;
      count++;
    });
    Object.keys(keep).forEach(function (k) {
      var p2 = g.board[Math.floor(k / N)][k % N];
      p2.special = true;
      p2.kind = keep[k];
    });
    var points = count * 10 * g.chain;
    api.addScore(points);
    var first = runs[0].cells[0];
    g.floaters.push({
      x: OX + first[1] * CELL + CELL / 2,
      y: OY + first[0] * CELL,
      text: "+" + points + (g.chain > 1 ? " ×" + g.chain : ""),
      life: 0.9,
    });
    var base = [523, 587, 659, 784, 880, 1047][Math.min(5, g.chain - 1)];
    api.sound.tone(base, 0.14, { type: "triangle", volume: 0.2 });
    api.sound.tone(base * 1.5, 0.18, { type: "sine", volume: 0.12, at: api.sound.now() + 0.06 });
    g.lastSwap = null;
    g.phase = "clear";
    g.timer = 0.24;
  }

  function collapse() {
    for (var c = 0; c < N; c++) {
      var write = N - 1;
      for (var r = N - 1; r >= 0; r--) {
        var p = g.board[r][c];
        if (p.clearing) continue;
        if (write !== r) {
          p.dy -= (write - r) * CELL;
          g.board[write][c] = p;
        }
        write--;
      }
      for (var k = write; k >= 0; k--)
        g.board[k][c] = piece(Math.floor(Math.random() * KINDS), -(write + 1) * CELL - 30);
    }
    g.phase = "fall";
  }

  function settle(api) {
    g.phase = "idle";
    if (api.score - g.levelStart >= g.target) {
      g.level += 1;
      g.levelStart = api.score;
      g.target = Math.round((g.target * 1.25) / 50) * 50 + 200;
      g.moves = MOVES;
      g.banner = 1.8;
      g.bannerText = "Level " + g.level;
      [659, 784, 988, 1319].forEach(function (f, i) {
        api.sound.tone(f, 0.22, { type: "triangle", volume: 0.16, at: api.sound.now() + i * 0.09 });
      });
    } else if (g.moves <= 0) {
      g.ending = 1.2;
      g.bannerText = "Out of moves";
      g.banner = 1.2;
      api.sound.tone(330, 0.8, { type: "sine", volume: 0.2, slideTo: 165 });
      return;
    }
    if (!hasMove(g.board)) {
      g.board = makeBoard();
      g.banner = 1.4;
      g.bannerText = "The tide reshuffles";
    }
  }

  function update(dt, api) {
    var t;
    bubbles.forEach(function (b) {
      b.y -= b.v * dt;
      if (b.y < -10) {
        b.y = H + 10;
        b.x = Math.random() * W;
      }
    });
    for (t = g.floaters.length - 1; t >= 0; t--) {
      g.floaters[t].y -= 30 * dt;
      g.floaters[t].life -= dt;
      if (g.floaters[t].life <= 0) g.floaters.splice(t, 1);
    }
    if (g.banner > 0) g.banner -= dt;
    if (g.ending > 0) {
      g.ending -= dt;
      if (g.ending <= 0) api.gameOver("The tide went out", "You reached level " + g.level + ".");
      return;
    }
    if (g.phase === "swap") {
      g.swap.t += dt / 0.14;
      if (g.swap.t >= 1) afterSwap(api);
    } else if (g.phase === "clear") {
      g.timer -= dt;
      eachPiece(function (p) {
        if (p.clearing) p.clearing = Math.min(1, p.clearing + dt / 0.24);
      });
      if (g.timer <= 0) collapse();
    }
    var moving = false;
    eachPiece(function (p) {
      if (p.dy < 0) {
        p.vy += 2600 * dt;
        p.dy = Math.min(0, p.dy + p.vy * dt);
        moving = true;
      } else {
        p.vy = 0;
      }
    });
    if (g.phase === "fall" && !moving) resolve(api);
  }

  function eachPiece(fn) {
    for (var r = 0; r < N; r++) for (var c = 0; c < N; c++) fn(g.board[r][c], r, c);
  }

  // --- input ---

  function cellAt(x, y) {
    var c = Math.floor((x - OX) / CELL);
    var r = Math.floor((y - OY) / CELL);
    if (r < 0 || c < 0 || r >= N || c >= N) return null;
    return { r: r, c: c };
  }

  function press(x, y) {
    g.pressed = cellAt(x, y);
  }

  function tap(x, y, api) {
    var cell = cellAt(x, y);
    if (!cell) return;
    g.cursor = cell;
    if (g.selected && Math.abs(g.selected.r - cell.r) + Math.abs(g.selected.c - cell.c) === 1) {
      trySwap(g.selected, cell, api);
    } else if (g.selected && g.selected.r === cell.r && g.selected.c === cell.c) {
      g.selected = null;
    } else {
      g.selected = cell;
      api.sound.tone(880, 0.04, { type: "sine", volume: 0.08 });
    }
  }

  function swipe(dir, api) {
    if (!g.pressed) return;
    trySwap(g.pressed, neighbour(g.pressed, dir), api);
    g.pressed = null;
  }

  function neighbour(cell, dir) {
    return {
      r: cell.r + (dir === "down" ? 1 : dir === "up" ? -1 : 0),
      c: cell.c + (dir === "right" ? 1 : dir === "left" ? -1 : 0),
    };
  }

  function keydown(name, key, api) {
    var dirs = {
      ArrowLeft: "left",
      ArrowRight: "right",
      ArrowUp: "up",
      ArrowDown: "down",
      a: "left",
      d: "right",
      w: "up",
      s: "down",
    };
    var dir = dirs[key] || dirs[key.toLowerCase && key.toLowerCase()];
    if (dir) {
      if (g.selected) {
        trySwap(g.selected, neighbour(g.selected, dir), api);
        g.selected = null;
        return;
      }
      var next = neighbour(g.cursor, dir);
      g.cursor = { r: Math.max(0, Math.min(N - 1, next.r)), c: Math.max(0, Math.min(N - 1, next.c)) };
    } else if (name === "action") {
      g.selected = g.selected ? null : { r: g.cursor.r, c: g.cursor.c };
    }
  }

  // --- drawing ---

  function draw(ctx, api) {
    var sea = ctx.createLinearGradient(0, 0, 0, H);
    sea.addColorStop(0, "#14b8a6");
    sea.addColorStop(0.5, "#0e7490");
    sea.addColorStop(1, "#5b21b6");
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "rgba(255,255,255,.18)";
    bubbles.forEach(function (b) {
      ctx.beginPath();
      ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
      ctx.fill();
    });
    drawHeader(ctx, api);
    drawBoard(ctx, api);
    drawFooter(ctx, api);
    g.floaters.forEach(function (f) {
      ctx.globalAlpha = Math.min(1, f.life * 2);
      ctx.font = "800 22px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = "#fef9c3";
      ctx.strokeStyle = "rgba(30, 27, 75, .8)";
      ctx.lineWidth = 4;
      ctx.strokeText(f.text, f.x, f.y);
      ctx.fillText(f.text, f.x, f.y);
    });
    ctx.globalAlpha = 1;
    if (g.banner > 0) {
      ctx.globalAlpha = Math.min(1, g.banner);
      ctx.fillStyle = "rgba(30, 27, 75, .75)";
      ctx.fillRect(0, OY + (N * CELL) / 2 - 40, W, 80);
      ctx.font = "800 34px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.fillStyle = "#fde68a";
      ctx.fillText(g.bannerText, W / 2, OY + (N * CELL) / 2 + 12);
      ctx.globalAlpha = 1;
    }
    ctx.textAlign = "left";
  }

  function drawHeader(ctx, api) {
    ctx.font = "700 18px system-ui, sans-serif";
    ctx.fillStyle = "#f0fdfa";
    ctx.textBaseline = "middle";
    ctx.fillText("Level " + g.level, OX, 70);
    ctx.textAlign = "right";
    ctx.fillText("Moves " + g.moves, W - OX, 70);
    ctx.textAlign = "left";
    var have = Math.max(0, api.score - g.levelStart);
    var part = Math.min(1, have / g.target);
    ctx.fillStyle = "rgba(15, 23, 42, .45)";
    roundRect(ctx, OX, 96, N * CELL, 22, 11);
    ctx.fill();
    ctx.fillStyle = "#fbcfe8";
    roundRect(ctx, OX, 96, Math.max(22, N * CELL * part), 22, 11);
    ctx.fill();
    ctx.font = "600 13px system-ui, sans-serif";
    ctx.fillStyle = "#1e1b4b";
    ctx.textAlign = "center";
    ctx.fillText(have + " / " + g.target, W / 2, 107);
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
  }

  function drawBoard(ctx, api) {
    ctx.fillStyle = "rgba(15, 23, 42, .35)";
    roundRect(ctx, OX - 6, OY - 6, N * CELL + 12, N * CELL + 12, 14);
    ctx.fill();
    ctx.save();
    ctx.beginPath();
    ctx.rect(OX - 6, OY - 6, N * CELL + 12, N * CELL + 12);
    ctx.clip();
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; c++) {
        if ((r + c) % 2 === 0) {
          ctx.fillStyle = "rgba(255,255,255,.05)";
          ctx.fillRect(OX + c * CELL, OY + r * CELL, CELL, CELL);
        }
      }
    }
    eachPiece(function (p, r, c) {
      var x = OX + c * CELL + CELL / 2;
      var y = OY + r * CELL + CELL / 2 + p.dy;
      if (g.swap) {
        var s = g.swap;
        var k = Math.min(1, s.t);
        var from = r === s.a.r && c === s.a.c ? s.a : r === s.b.r && c === s.b.c ? s.b : null;
        if (from) {
          var to = from === s.a ? s.b : s.a;
          x += (to.c - from.c) * CELL * k;
          y += (to.r - from.r) * CELL * k;
        }
      }
      var scale = p.clearing ? 1 - p.clearing : 1;
      if (scale > 0.02) drawPiece(ctx, p, x, y, (CELL / 2 - 5) * scale, api.time);
    });
    ctx.restore();
    if (!matchesCoarse) cellFrame(ctx, g.cursor, "rgba(255,255,255,.7)", 2);
    if (g.selected) cellFrame(ctx, g.selected, "#fde047", 4);
  }

  var matchesCoarse = window.matchMedia && matchMedia("(pointer: coarse)").matches;

  function cellFrame(ctx, cell, color, width) {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    roundRect(ctx, OX + cell.c * CELL + 2, OY + cell.r * CELL + 2, CELL - 4, CELL - 4, 10);
    ctx.stroke();
  }

  function drawPiece(ctx, p, x, y, s, t) {
    ctx.save();
    ctx.translate(x, y);
    if (p.special) {
      var glow = ctx.createRadialGradient(0, 0, s * 0.3, 0, 0, s * 1.25);
      glow.addColorStop(0, "rgba(255,255,255,.9)");
      glow.addColorStop(1, "rgba(255,255,255,0)");
      ctx.fillStyle = glow;
      ctx.beginPath();
      ctx.arc(0, 0, s * (1.2 + Math.sin(t * 6) * 0.08), 0, Math.PI * 2);
      ctx.fill();
    }
    var color = COLORS[p.kind];
    switch (p.kind) {
      case 0: // pearl
        var pearl = ctx.createRadialGradient(-s * 0.35, -s * 0.35, s * 0.1, 0, 0, s);
        pearl.addColorStop(0, "#ffffff");
        pearl.addColorStop(0.6, "#e2e8f0");
        pearl.addColorStop(1, "#94a3b8");
        ctx.fillStyle = pearl;
        ctx.beginPath();
        ctx.arc(0, 0, s * 0.85, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 1: // scallop shell
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.moveTo(0, s * 0.9);
        for (var k = 0; k <= 6; k++) {
          var a = Math.PI + (k / 6) * Math.PI;
          ctx.lineTo(Math.cos(a) * s, Math.sin(a) * s * 0.95 + s * 0.15);
        }
        ctx.closePath();
        ctx.fill();
        ctx.strokeStyle = "#9d174d";
        ctx.lineWidth = 2;
        for (var j = 1; j < 6; j++) {
          var b = Math.PI + (j / 6) * Math.PI;
          ctx.beginPath();
          ctx.moveTo(0, s * 0.8);
          ctx.lineTo(Math.cos(b) * s * 0.85, Math.sin(b) * s * 0.8 + s * 0.15);
          ctx.stroke();
        }
        break;
      case 2: // conch
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.moveTo(-s * 0.9, s * 0.5);
        ctx.quadraticCurveTo(-s * 0.2, -s * 1.1, s * 0.9, -s * 0.7);
        ctx.quadraticCurveTo(s * 0.5, s * 0.4, -s * 0.9, s * 0.5);
        ctx.fill();
        ctx.strokeStyle = "#7c2d12";
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(-s * 0.1, -s * 0.05, s * 0.35, 0, Math.PI * 1.5);
        ctx.stroke();
        break;
      case 3: // starfish
        ctx.fillStyle = color;
        ctx.beginPath();
        for (var n = 0; n < 10; n++) {
          var ang = -Math.PI / 2 + (n * Math.PI) / 5;
          var rad = n % 2 === 0 ? s : s * 0.45;
          ctx.lineTo(Math.cos(ang) * rad, Math.sin(ang) * rad);
        }
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = "#a16207";
        ctx.beginPath();
        ctx.arc(0, 0, s * 0.12, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 4: // sea glass
        ctx.fillStyle = color;
        ctx.beginPath();
        for (var h = 0; h < 6; h++) {
          var ha = Math.PI / 6 + (h * Math.PI) / 3;
          ctx.lineTo(Math.cos(ha) * s * 0.9, Math.sin(ha) * s * 0.9);
        }
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = "rgba(255,255,255,.5)";
        ctx.beginPath();
        ctx.moveTo(-s * 0.4, -s * 0.5);
        ctx.lineTo(0, -s * 0.7);
        ctx.lineTo(-s * 0.1, -s * 0.2);
        ctx.fill();
        break;
      default: // coral heart
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.moveTo(0, s * 0.85);
        ctx.bezierCurveTo(-s * 1.3, -s * 0.1, -s * 0.5, -s * 1.1, 0, -s * 0.35);
        ctx.bezierCurveTo(s * 0.5, -s * 1.1, s * 1.3, -s * 0.1, 0, s * 0.85);
        ctx.fill();
    }
    ctx.restore();
  }

  function drawFooter(ctx, api) {
    var y = OY + N * CELL + 24;
    // Sand and a mermaid resting on a rock, waving her tail.
    ctx.fillStyle = "#fde68a";
    ctx.beginPath();
    ctx.moveTo(0, H);
    ctx.lineTo(0, y + 60);
    ctx.quadraticCurveTo(W / 2, y + 30, W, y + 64);
    ctx.lineTo(W, H);
    ctx.fill();
    ctx.fillStyle = "#334155";
    ctx.beginPath();
    ctx.ellipse(W - 110, y + 74, 70, 26, 0, Math.PI, 0);
    ctx.fill();
    var wave = Math.sin(api.time * 2.5) * 0.25;
    ctx.save();
    ctx.translate(W - 110, y + 40);
    ctx.fillStyle = "#f472b6";
    ctx.beginPath();
    ctx.moveTo(-8, 0);
    ctx.quadraticCurveTo(30, 10, 50, 6);
    ctx.lineTo(64 + wave * 30, -14 + wave * 20);
    ctx.lineTo(62, 12);
    ctx.lineTo(70 + wave * 30, 30 + wave * 10);
    ctx.quadraticCurveTo(30, 30, -8, 22);
    ctx.fill();
    ctx.fillStyle = "#fbcfe8";
    ctx.fillRect(-18, -26, 18, 28);
    ctx.fillStyle = "#fde68a";
    ctx.beginPath();
    ctx.arc(-9, -36, 11, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#f59e0b";
    ctx.beginPath();
    ctx.moveTo(-22, -40);
    ctx.quadraticCurveTo(-10, -58, 4, -42);
    ctx.quadraticCurveTo(8, -10, 14, 4);
    ctx.quadraticCurveTo(-2, -10, -4, -38);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = "#7c2d12";
    ctx.font = "600 14px system-ui, sans-serif";
    ctx.fillText(g.selected ? "Now swap it with a neighbour" : "Line up three of a kind", OX, y + 96);
  }

  function roundRect(ctx, x, y, w, h, r) {
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
  }

  VWKit.arcade({
    width: W,
    height: H,
    reset: reset,
    update: update,
    draw: draw,
    keydown: keydown,
    press: press,
    tap: tap,
    swipe: swipe,
  });
})();
