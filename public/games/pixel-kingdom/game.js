/*
 * Pixel Kingdom: a falling-tetromino puzzle. Pieces come from a shuffled bag of all seven; full rows clear and
 * each one adds a row of stones to the castle drawn beside the well. Every ten rows the pieces fall faster.
 */
(function () {
  "use strict";

  var W = 800,
    H = 556;
  var COLS = 10,
    ROWS = 20,
    CELL = 26,
    WELL_X = 270,
    WELL_Y = 12;
  var LOCK_DELAY = 0.5,
    MAX_LOCK_RESETS = 15,
    CLEAR_SECONDS = 0.22;
  var AUTO_REPEAT_DELAY = 0.16,
    AUTO_REPEAT_EVERY = 0.045,
    SOFT_DROP_EVERY = 0.03;
  var LINE_POINTS = [0, 100, 300, 500, 800];
  var PIECES = {
    I: {
      colour: "#22d3ee",
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
      ],
      size: 4,
    },
    O: {
      colour: "#facc15",
      cells: [
        [1, 0],
        [2, 0],
        [1, 1],
        [2, 1],
      ],
      size: 4,
    },
    T: {
      colour: "#a855f7",
      cells: [
        [1, 0],
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      size: 3,
    },
    S: {
      colour: "#4ade80",
      cells: [
        [1, 0],
        [2, 0],
        [0, 1],
        [1, 1],
      ],
      size: 3,
    },
    Z: {
      colour: "#f87171",
      cells: [
        [0, 0],
        [1, 0],
        [1, 1],
        [2, 1],
      ],
      size: 3,
    },
    J: {
      colour: "#60a5fa",
      cells: [
        [0, 0],
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      size: 3,
    },
    L: {
      colour: "#fb923c",
      cells: [
        [2, 0],
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      size: 3,
    },
  };
  var KICKS = [
    [0, 0],
    [-1, 0],
    [1, 0],
    [0, -1],
    [-2, 0],
    [2, 0],
    [-1, -1],
    [1, -1],
  ];

  // The castle the cleared rows build, bottom row first: 40 rows of 20 stones ("#" a stone, "." air).
  var CASTLE = buildCastlePlan();
  var CASTLE_BLOCK = 10,
    CASTLE_X = 570,
    CASTLE_BASE = H - 36;

  var well, piece, bag, queue, held, holdUsed, level, lines, fallClock, lockClock, lockResets, clearing, slide;
  var stars = [];

  function reset(kit) {
    well = [];
    for (var r = 0; r < ROWS; r++) well.push(emptyRow());
    bag = [];
    queue = [];
    held = null;
    holdUsed = false;
    level = 1;
    lines = 0;
    clearing = null;
    slide = { dir: 0, clock: 0 };
    while (queue.length < 3) queue.push(drawFromBag());
    spawn(kit);
    if (!stars.length)
      for (var i = 0; i < 50; i++)
        stars.push({ x: Math.random() * W, y: Math.random() * H * 0.7, p: Math.random() * 6 });
    showStatus(kit);
  }

  function emptyRow() {
    var row = [];
    for (var c = 0; c < COLS; c++) row.push(null);
    return row;
  }

  function drawFromBag() {
    if (!bag.length) {
      bag = Object.keys(PIECES);
      for (var i = bag.length - 1; i > 0; i--) {
        var j = Math.floor(Math.random() * (i + 1));
        var t = bag[i];
        bag[i] = bag[j];
        bag[j] = t;
      }
    }
    return bag.pop();
  }

  function spawn(kit, kind) {
    kind = kind || queue.shift();
    if (queue.length < 3) queue.push(drawFromBag());
    var shape = PIECES[kind];
    var topRow = Math.min.apply(
      null,
      shape.cells.map(function (c) {
        return c[1];
      }),
    );
    piece = {
      kind: kind,
      cells: shape.cells.map(function (c) {
        return c.slice();
      }),
      size: shape.size,
      x: Math.floor((COLS - shape.size) / 2),
      y: -topRow,
    };
    if (!fits(piece.cells, piece.x, piece.y)) piece.y--;
    fallClock = 0;
    lockClock = 0;
    lockResets = 0;
    if (!fits(piece.cells, piece.x, piece.y) && kit) {
      kit.noise(0.5, 0.3);
      kit.tone(200, 0.6, { type: "sawtooth", to: 50, volume: 0.25 });
      kit.over("The well is full");
    }
  }

  function fits(cells, x, y) {
    for (var i = 0; i < cells.length; i++) {
      var c = x + cells[i][0],
        r = y + cells[i][1];
      if (c < 0 || c >= COLS || r >= ROWS) return false;
      if (r >= 0 && well[r][c]) return false;
    }
    return true;
  }

  function fallSeconds() {
    return Math.max(0.05, Math.pow(0.8 - (level - 1) * 0.007, level - 1));
  }

  function showStatus(kit) {
    kit.status("Level " + level + " · Rows " + lines);
  }

  // ---- moves

  function shift(dx, kit) {
    if (!fits(piece.cells, piece.x + dx, piece.y)) return false;
    piece.x += dx;
    touched();
    kit.tone(180, 0.02, { type: "square", volume: 0.05 });
    return true;
  }

  function rotate(turn, kit) {
    if (piece.kind === "O") return;
    var n = piece.size - 1;
    var turned = piece.cells.map(function (p) {
      return turn > 0 ? [n - p[1], p[0]] : [p[1], n - p[0]];
    });
    for (var i = 0; i < KICKS.length; i++) {
      if (fits(turned, piece.x + KICKS[i][0], piece.y + KICKS[i][1])) {
        piece.cells = turned;
        piece.x += KICKS[i][0];
        piece.y += KICKS[i][1];
        touched();
        kit.tone(330, 0.03, { type: "square", volume: 0.07 });
        return;
      }
    }
  }

  // A move on the ground gives the piece a little more time before it sets (but not for ever).
  function touched() {
    if (!fits(piece.cells, piece.x, piece.y + 1) && lockResets < MAX_LOCK_RESETS) {
      lockClock = 0;
      lockResets++;
    }
  }

  function hardDrop(kit) {
    var rows = 0;
    while (fits(piece.cells, piece.x, piece.y + 1)) {
      piece.y++;
      rows++;
    }
    kit.add(rows * 2);
    kit.tone(120, 0.08, { type: "triangle", volume: 0.2 });
    lock(kit);
  }

  function hold(kit) {
    if (holdUsed) return;
    var kind = piece.kind;
    if (held) spawn(kit, held);
    else spawn(kit);
    held = kind;
    holdUsed = true;
  }

  function lock(kit) {
    var above = false;
    piece.cells.forEach(function (p) {
      var r = piece.y + p[1];
      if (r < 0) above = true;
      else well[r][piece.x + p[0]] = piece.kind;
    });
    if (above) {
      kit.noise(0.5, 0.3);
      return kit.over("The well is full");
    }
    holdUsed = false;
    var full = [];
    for (var r = 0; r < ROWS; r++) if (well[r].every(Boolean)) full.push(r);
    if (full.length) {
      clearing = { rows: full, t: 0 };
      piece = null;
      kit.tone(520 + full.length * 90, 0.12, { type: "triangle", volume: 0.22 });
      if (full.length === 4) kit.tone(1040, 0.2, { type: "triangle", volume: 0.22, delay: 0.1 });
      return;
    }
    kit.tone(90, 0.05, { type: "square", volume: 0.08 });
    spawn(kit);
  }

  function finishClear(kit) {
    var rows = clearing.rows;
    well = well.filter(function (row, r) {
      return rows.indexOf(r) < 0;
    });
    while (well.length < ROWS) well.unshift(emptyRow());
    kit.add(LINE_POINTS[rows.length] * level);
    lines += rows.length;
    var newLevel = 1 + Math.floor(lines / 10);
    if (newLevel > level) {
      level = newLevel;
      kit.tone(660, 0.12, { type: "triangle", volume: 0.2 });
      kit.tone(880, 0.16, { type: "triangle", volume: 0.2, delay: 0.12 });
    }
    clearing = null;
    showStatus(kit);
    spawn(kit);
  }

  // ---- input

  function press(name, repeat, kit) {
    if (repeat || !piece) return;
    if (name === "left" || name === "right") {
      var dir = name === "left" ? -1 : 1;
      shift(dir, kit);
      slide = { dir: dir, clock: -AUTO_REPEAT_DELAY };
    }
    if (name === "up" || name === "rotate") rotate(1, kit);
    if (name === "rotateBack") rotate(-1, kit);
    if (name === "action") hardDrop(kit);
    if (name === "hold") hold(kit);
  }

  function release(name) {
    if ((name === "left" && slide.dir < 0) || (name === "right" && slide.dir > 0)) slide = { dir: 0, clock: 0 };
  }

  // ---- time

  function update(dt, kit) {
    if (clearing) {
      clearing.t += dt;
      if (clearing.t >= CLEAR_SECONDS) finishClear(kit);
      return;
    }
    if (!piece) return;
    autoRepeat(dt, kit);
    var soft = kit.held("down");
    fallClock += dt;
    var every = soft ? Math.min(SOFT_DROP_EVERY, fallSeconds()) : fallSeconds();
    while (fallClock >= every && piece) {
      fallClock -= every;
      if (fits(piece.cells, piece.x, piece.y + 1)) {
        piece.y++;
        if (soft) kit.add(1);
      } else break;
    }
    if (piece && !fits(piece.cells, piece.x, piece.y + 1)) {
      lockClock += dt;
      if (lockClock >= LOCK_DELAY) lock(kit);
    } else lockClock = 0;
  }

  function autoRepeat(dt, kit) {
    if (!slide.dir) return;
    if (!kit.held(slide.dir < 0 ? "left" : "right")) {
      slide = { dir: 0, clock: 0 };
      return;
    }
    slide.clock += dt;
    while (slide.clock >= AUTO_REPEAT_EVERY) {
      slide.clock -= AUTO_REPEAT_EVERY;
      if (!shift(slide.dir, kit)) break;
    }
  }

  function ambient(dt) {
    stars.forEach(function (s) {
      s.p += dt;
    });
  }

  // ---- drawing

  function draw(ctx, kit) {
    drawSky(ctx);
    drawWell(ctx);
    drawSide(ctx);
    drawCastle(ctx);
  }

  function drawSky(ctx) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#1e1b4b");
    sky.addColorStop(1, "#6d28d9");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    stars.forEach(function (s) {
      ctx.fillStyle = "rgba(255,255,255," + (0.35 + 0.35 * Math.sin(s.p * 1.5)).toFixed(3) + ")";
      ctx.fillRect(Math.round(s.x), Math.round(s.y), 2, 2);
    });
    // Pixel hills along the bottom.
    ctx.fillStyle = "#2e1065";
    for (var x = 0; x < W; x += 10) {
      var h = 26 + Math.round(Math.sin(x / 70) * 10 + Math.sin(x / 23) * 4);
      ctx.fillRect(x, H - h, 10, h);
    }
  }

  function block(ctx, x, y, size, colour) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, size, size);
    ctx.fillStyle = "rgba(255,255,255,.35)";
    ctx.fillRect(x, y, size, 3);
    ctx.fillRect(x, y, 3, size);
    ctx.fillStyle = "rgba(0,0,0,.3)";
    ctx.fillRect(x, y + size - 3, size, 3);
    ctx.fillRect(x + size - 3, y, 3, size);
    ctx.fillStyle = "rgba(255,255,255,.25)";
    ctx.fillRect(x + size * 0.3, y + size * 0.3, size * 0.2, size * 0.2);
  }

  function drawWell(ctx) {
    ctx.fillStyle = "#a16207";
    ctx.fillRect(WELL_X - 8, WELL_Y - 4, COLS * CELL + 16, ROWS * CELL + 12);
    ctx.fillStyle = "#0f0a2a";
    ctx.fillRect(WELL_X, WELL_Y, COLS * CELL, ROWS * CELL);
    ctx.strokeStyle = "rgba(167, 139, 250, .1)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (var c = 1; c < COLS; c++) {
      ctx.moveTo(WELL_X + c * CELL + 0.5, WELL_Y);
      ctx.lineTo(WELL_X + c * CELL + 0.5, WELL_Y + ROWS * CELL);
    }
    ctx.stroke();
    for (var r = 0; r < ROWS; r++) {
      var flashing = clearing && clearing.rows.indexOf(r) >= 0;
      for (c = 0; c < COLS; c++) {
        if (!well[r][c]) continue;
        block(
          ctx,
          WELL_X + c * CELL,
          WELL_Y + r * CELL,
          CELL,
          flashing && Math.floor(clearing.t * 20) % 2 === 0 ? "#fff" : PIECES[well[r][c]].colour,
        );
      }
    }
    if (!piece) return;
    var ghost = piece.y;
    while (fits(piece.cells, piece.x, ghost + 1)) ghost++;
    ctx.strokeStyle = "rgba(255,255,255,.35)";
    ctx.lineWidth = 2;
    piece.cells.forEach(function (p) {
      var r = ghost + p[1];
      if (r >= 0) ctx.strokeRect(WELL_X + (piece.x + p[0]) * CELL + 2, WELL_Y + r * CELL + 2, CELL - 4, CELL - 4);
    });
    piece.cells.forEach(function (p) {
      var r = piece.y + p[1];
      if (r >= 0) block(ctx, WELL_X + (piece.x + p[0]) * CELL, WELL_Y + r * CELL, CELL, PIECES[piece.kind].colour);
    });
  }

  function drawSide(ctx) {
    panel(ctx, 40, 12, 190, 250, "NEXT");
    queue.forEach(function (kind, i) {
      preview(ctx, kind, 135, 70 + i * 68, i === 0 ? 22 : 16);
    });
    panel(ctx, 40, 280, 190, 110, "HOLD");
    if (held) preview(ctx, held, 135, 340, 20);
    ctx.fillStyle = "#fde047";
    ctx.font = "bold 18px 'Courier New', monospace";
    ctx.textAlign = "left";
    ctx.fillText("LEVEL " + level, 48, 426);
    ctx.fillText("ROWS  " + lines, 48, 452);
  }

  function panel(ctx, x, y, w, h, title) {
    ctx.fillStyle = "rgba(15, 10, 42, .75)";
    ctx.fillRect(x, y, w, h);
    ctx.strokeStyle = "#a16207";
    ctx.lineWidth = 3;
    ctx.strokeRect(x + 1.5, y + 1.5, w - 3, h - 3);
    ctx.fillStyle = "#fde047";
    ctx.font = "bold 16px 'Courier New', monospace";
    ctx.textAlign = "left";
    ctx.fillText(title, x + 12, y + 24);
  }

  function preview(ctx, kind, cx, cy, size) {
    var shape = PIECES[kind];
    var xs = shape.cells.map(function (p) {
        return p[0];
      }),
      ys = shape.cells.map(function (p) {
        return p[1];
      });
    var w = Math.max.apply(null, xs) - Math.min.apply(null, xs) + 1,
      h = Math.max.apply(null, ys) - Math.min.apply(null, ys) + 1;
    var x0 = cx - (w * size) / 2 - Math.min.apply(null, xs) * size,
      y0 = cy - (h * size) / 2 - Math.min.apply(null, ys) * size;
    shape.cells.forEach(function (p) {
      block(ctx, x0 + p[0] * size, y0 + p[1] * size, size, shape.colour);
    });
  }

  // The castle: one row of the plan per row cleared, from the foundation up.
  function drawCastle(ctx) {
    var built = Math.min(lines, CASTLE.length);
    ctx.fillStyle = "#fde047";
    ctx.font = "bold 16px 'Courier New', monospace";
    ctx.textAlign = "center";
    ctx.fillText(
      built >= CASTLE.length ? "CASTLE COMPLETE!" : "CASTLE " + built + "/" + CASTLE.length,
      CASTLE_X + 100,
      32,
    );
    ctx.strokeStyle = "rgba(253, 224, 71, .35)";
    ctx.setLineDash([4, 4]);
    ctx.strokeRect(
      CASTLE_X - 4.5,
      CASTLE_BASE - CASTLE.length * CASTLE_BLOCK - 4.5,
      20 * CASTLE_BLOCK + 9,
      CASTLE.length * CASTLE_BLOCK + 9,
    );
    ctx.setLineDash([]);
    for (var r = 0; r < built; r++) {
      for (var c = 0; c < 20; c++) {
        if (CASTLE[r][c] !== "#") continue;
        var stone = (r * 7 + c * 3) % 5 === 0 ? "#a8a29e" : "#d6d3d1";
        if (CASTLE[r][c] === "#" && r >= 36) stone = "#7c3aed";
        block(ctx, CASTLE_X + c * CASTLE_BLOCK, CASTLE_BASE - (r + 1) * CASTLE_BLOCK, CASTLE_BLOCK, stone);
      }
    }
    if (built >= CASTLE.length) {
      var top = CASTLE_BASE - CASTLE.length * CASTLE_BLOCK;
      ctx.fillStyle = "#e7e5e4";
      ctx.fillRect(CASTLE_X + 99, top - 30, 2, 30);
      ctx.fillStyle = "#ef4444";
      ctx.fillRect(CASTLE_X + 101, top - 30, 20, 12);
    }
  }

  function buildCastlePlan() {
    var plan = [];
    for (var r = 0; r < 40; r++) {
      var row = "";
      for (var c = 0; c < 20; c++) row += castleStone(r, c) ? "#" : ".";
      plan.push(row);
    }
    return plan;
  }

  function castleStone(r, c) {
    var tower = c <= 4 || c >= 15,
      keep = c >= 7 && c <= 12,
      wall = c >= 5 && c <= 14;
    if (r < 4) return true;
    if (tower && r < 24) return !(r >= 14 && r <= 16 && (c === 2 || c === 17));
    if (tower && r < 26) return c % 2 === 0;
    if (wall && r < 18) return !(c >= 8 && c <= 11 && r < 11) && !(r >= 13 && r <= 14 && (c === 6 || c === 13));
    if (wall && r < 20 && !keep) return c % 2 === 1;
    if (keep && r < 34) return !(r >= 26 && r <= 28 && (c === 9 || c === 10));
    if (keep && r < 36) return c % 2 === 1;
    if (r < 40) return c === 9 || c === 10 ? r < 40 : (c === 8 || c === 11) && r < 38;
    return false;
  }

  VWKit.start({
    width: W,
    height: H,
    reset: reset,
    update: update,
    draw: draw,
    ambient: ambient,
    press: press,
    release: release,
    keys: { KeyX: "rotate", KeyZ: "rotateBack", KeyC: "hold", ShiftLeft: "hold", ShiftRight: "hold" },
  });
})();
