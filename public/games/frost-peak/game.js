/*
 * Frost Peak: a 2048 of ice tiles. Each move slides every tile as far as it goes; equal tiles meeting head on
 * freeze into one (once per move). A climber on the mountain above the board shows the highest tile so far.
 */
(function () {
  "use strict";

  var W = 480,
    H = 676;
  var SIZE = 4,
    BOARD = 440,
    BOARD_X = 20,
    BOARD_Y = 200,
    GAP = 12;
  var TILE = (BOARD - GAP * (SIZE + 1)) / SIZE;
  var SLIDE_SECONDS = 0.11,
    POP_SECONDS = 0.16;
  var SUMMIT = 2048;
  var VECTORS = { left: [0, -1], right: [0, 1], up: [-1, 0], down: [1, 0] };
  var COLOURS = {
    2: ["#f0f9ff", "#0c4a6e"],
    4: ["#e0f2fe", "#0c4a6e"],
    8: ["#bae6fd", "#0c4a6e"],
    16: ["#7dd3fc", "#082f49"],
    32: ["#38bdf8", "#fff"],
    64: ["#0ea5e9", "#fff"],
    128: ["#818cf8", "#fff"],
    256: ["#6366f1", "#fff"],
    512: ["#4f46e5", "#fff"],
    1024: ["#7c3aed", "#fff"],
    2048: ["#e879f9", "#fff"],
  };

  var grid, tiles, fading, slide, highest, summitReached, banner, nextId;
  var flakes = [];

  function reset(kit) {
    grid = [];
    for (var r = 0; r < SIZE; r++) grid.push([null, null, null, null]);
    tiles = [];
    fading = [];
    slide = 1;
    highest = 2;
    summitReached = false;
    banner = null;
    nextId = 1;
    spawn(0);
    spawn(0);
    if (!flakes.length) for (var i = 0; i < 60; i++) flakes.push(newFlake(Math.random() * H));
    kit.status("");
  }

  function newFlake(y) {
    return {
      x: Math.random() * W,
      y: y,
      r: 0.8 + Math.random() * 2.2,
      v: 14 + Math.random() * 30,
      drift: Math.random() * 6,
    };
  }

  function emptyCells() {
    var cells = [];
    for (var r = 0; r < SIZE; r++) for (var c = 0; c < SIZE; c++) if (!grid[r][c]) cells.push([r, c]);
    return cells;
  }

  function spawn(delay) {
    var cells = emptyCells();
    if (!cells.length) return;
    var cell = cells[Math.floor(Math.random() * cells.length)];
    var tile = {
      id: nextId++,
      value: Math.random() < 0.9 ? 2 : 4,
      r: cell[0],
      c: cell[1],
      fromR: cell[0],
      fromC: cell[1],
      shown: 0,
      born: delay ? -delay / POP_SECONDS : 1,
      pop: 1,
    };
    tile.shown = tile.value;
    grid[cell[0]][cell[1]] = tile;
    tiles.push(tile);
  }

  // ---- a move

  function press(name, repeat, kit) {
    if (!VECTORS[name] || repeat) return;
    finishSlide();
    var gained = slideAll(VECTORS[name]);
    if (gained < 0) {
      kit.tone(110, 0.05, { type: "sine", volume: 0.08 });
      return;
    }
    slide = 0;
    spawn(SLIDE_SECONDS);
    if (gained > 0) {
      kit.add(gained);
      kit.tone(400 + Math.log2(gained) * 60, 0.09, { type: "triangle", volume: 0.22 });
    } else kit.tone(260, 0.04, { type: "sine", volume: 0.1 });
    checkSummit(kit);
    if (!canMove()) kit.over("Frozen solid");
  }

  // Slides every tile; returns the points won, or -1 when nothing could move.
  function slideAll(v) {
    var moved = false,
      gained = 0;
    var rows = [0, 1, 2, 3],
      cols = [0, 1, 2, 3];
    if (v[0] === 1) rows.reverse();
    if (v[1] === 1) cols.reverse();
    tiles.forEach(function (t) {
      t.fromR = t.r;
      t.fromC = t.c;
      t.merged = false;
      t.shown = t.value;
    });
    rows.forEach(function (r) {
      cols.forEach(function (c) {
        var t = grid[r][c];
        if (!t) return;
        var nr = r,
          nc = c;
        while (inside(nr + v[0], nc + v[1]) && !grid[nr + v[0]][nc + v[1]]) {
          nr += v[0];
          nc += v[1];
        }
        var next = inside(nr + v[0], nc + v[1]) ? grid[nr + v[0]][nc + v[1]] : null;
        if (next && next.value === t.value && !next.merged) {
          grid[r][c] = null;
          t.r = next.r;
          t.c = next.c;
          tiles.splice(tiles.indexOf(t), 1);
          fading.push(t);
          next.value *= 2;
          next.merged = true;
          next.pop = 0;
          gained += next.value;
          highest = Math.max(highest, next.value);
          moved = true;
        } else if (nr !== r || nc !== c) {
          grid[r][c] = null;
          grid[nr][nc] = t;
          t.r = nr;
          t.c = nc;
          moved = true;
        }
      });
    });
    return moved ? gained : -1;
  }

  function inside(r, c) {
    return r >= 0 && c >= 0 && r < SIZE && c < SIZE;
  }

  function canMove() {
    if (emptyCells().length) return true;
    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        var v = grid[r][c].value;
        if (c + 1 < SIZE && grid[r][c + 1].value === v) return true;
        if (r + 1 < SIZE && grid[r + 1][c].value === v) return true;
      }
    }
    return false;
  }

  function checkSummit(kit) {
    if (summitReached || highest < SUMMIT) return;
    summitReached = true;
    banner = { text: "Summit reached! Keep climbing", t: 3 };
    [523, 659, 784, 1047].forEach(function (f, i) {
      kit.tone(f, 0.18, { type: "triangle", volume: 0.25, delay: i * 0.12 });
    });
  }

  function finishSlide() {
    slide = 1;
    fading = [];
    tiles.forEach(function (t) {
      t.fromR = t.r;
      t.fromC = t.c;
      t.shown = t.value;
      t.born = Math.max(t.born, 0);
    });
  }

  // ---- time

  function update(dt) {
    if (slide < 1) {
      slide = Math.min(1, slide + dt / SLIDE_SECONDS);
      if (slide >= 1) finishSlide();
    }
    tiles.forEach(function (t) {
      if (t.born < 1) t.born = Math.min(1, t.born + dt / POP_SECONDS);
      if (t.pop < 1 && slide >= 1) t.pop = Math.min(1, t.pop + dt / POP_SECONDS);
    });
    if (banner) {
      banner.t -= dt;
      if (banner.t <= 0) banner = null;
    }
  }

  function ambient(dt) {
    for (var i = 0; i < flakes.length; i++) {
      var f = flakes[i];
      f.y += f.v * dt;
      f.x += Math.sin((f.y + f.drift * 40) / 40) * 0.3;
      if (f.y > H + 4) flakes[i] = newFlake(-4);
    }
  }

  // ---- drawing

  function draw(ctx) {
    drawSky(ctx);
    drawMountain(ctx);
    drawBoard(ctx);
    fading.forEach(function (t) {
      drawTile(ctx, t, t.shown, 1, 1);
    });
    tiles.forEach(function (t) {
      var growing = t.born < 0 ? 0 : easeOut(t.born);
      var pop = t.pop < 1 ? 1 + Math.sin(t.pop * Math.PI) * 0.12 : 1;
      drawTile(ctx, t, slide < 1 ? t.shown : t.value, growing, pop);
    });
    ctx.fillStyle = "rgba(255,255,255,.85)";
    flakes.forEach(function (f) {
      ctx.beginPath();
      ctx.arc(f.x, f.y, f.r, 0, Math.PI * 2);
      ctx.fill();
    });
    if (banner) drawBanner(ctx);
    ctx.fillStyle = "rgba(224, 242, 254, .75)";
    ctx.font = "14px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.fillText("Swipe or use the arrow keys", W / 2, BOARD_Y + BOARD + 28);
  }

  function drawSky(ctx) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#bae6fd");
    sky.addColorStop(0.45, "#818cf8");
    sky.addColorStop(1, "#312e81");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
  }

  // The mountain above the board; the climber stands as high as the highest tile (2 at the foot, 2048 on top).
  function drawMountain(ctx) {
    ctx.fillStyle = "#6366f1";
    ctx.beginPath();
    ctx.moveTo(0, 185);
    ctx.lineTo(70, 120);
    ctx.lineTo(120, 150);
    ctx.lineTo(240, 30);
    ctx.lineTo(330, 115);
    ctx.lineTo(380, 90);
    ctx.lineTo(W, 170);
    ctx.lineTo(W, H);
    ctx.lineTo(0, H);
    ctx.fill();
    ctx.fillStyle = "#4338ca";
    ctx.beginPath();
    ctx.moveTo(240, 30);
    ctx.lineTo(330, 115);
    ctx.lineTo(380, 90);
    ctx.lineTo(W, 170);
    ctx.lineTo(W, H);
    ctx.lineTo(300, H);
    ctx.fill();
    ctx.fillStyle = "#f8fafc";
    ctx.beginPath();
    ctx.moveTo(240, 30);
    ctx.lineTo(272, 62);
    ctx.lineTo(258, 58);
    ctx.lineTo(246, 70);
    ctx.lineTo(234, 60);
    ctx.lineTo(220, 66);
    ctx.lineTo(212, 58);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(70, 120);
    ctx.lineTo(86, 135);
    ctx.lineTo(74, 132);
    ctx.lineTo(62, 138);
    ctx.lineTo(56, 133);
    ctx.closePath();
    ctx.fill();
    // The summit flag and the route from the foot (left) to the top.
    ctx.strokeStyle = "#f8fafc";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(240, 30);
    ctx.lineTo(240, 8);
    ctx.stroke();
    ctx.fillStyle = summitReached ? "#e879f9" : "#f43f5e";
    ctx.fillRect(240, 8, 16, 10);
    var share = Math.min(1, (Math.log2(highest) - 1) / (Math.log2(SUMMIT) - 1));
    var x = 20 + share * 220,
      y = 190 - share * 160;
    ctx.fillStyle = "#fbbf24";
    ctx.beginPath();
    ctx.arc(x, y - 10, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#ec4899";
    ctx.fillRect(x - 4, y - 4, 8, 10);
    ctx.fillStyle = "#1e1b4b";
    ctx.font = "bold 15px system-ui, sans-serif";
    ctx.textAlign = "left";
    ctx.fillText("Highest tile " + highest, 14, 24);
  }

  function drawBoard(ctx) {
    ctx.fillStyle = "rgba(224, 242, 254, .22)";
    roundRect(ctx, BOARD_X, BOARD_Y, BOARD, BOARD, 16);
    ctx.fill();
    ctx.strokeStyle = "rgba(255, 255, 255, .45)";
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = "rgba(255, 255, 255, .16)";
    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        roundRect(ctx, cellX(c), cellY(r), TILE, TILE, 10);
        ctx.fill();
      }
    }
  }

  function cellX(c) {
    return BOARD_X + GAP + c * (TILE + GAP);
  }
  function cellY(r) {
    return BOARD_Y + GAP + r * (TILE + GAP);
  }

  function drawTile(ctx, t, value, grow, pop) {
    var e = easeOut(slide);
    var x = cellX(t.fromC) + (cellX(t.c) - cellX(t.fromC)) * e;
    var y = cellY(t.fromR) + (cellY(t.r) - cellY(t.fromR)) * e;
    var scale = grow * pop;
    if (scale <= 0) return;
    var colours = COLOURS[value] || ["#1e1b4b", "#f0abfc"];
    ctx.save();
    ctx.translate(x + TILE / 2, y + TILE / 2);
    ctx.scale(scale, scale);
    if (value >= 128) {
      ctx.shadowColor = colours[0];
      ctx.shadowBlur = 10 + Math.log2(value) * 2;
    }
    ctx.fillStyle = colours[0];
    roundRect(ctx, -TILE / 2, -TILE / 2, TILE, TILE, 10);
    ctx.fill();
    ctx.shadowBlur = 0;
    // Frost: a pale top edge and a small crystal glint.
    ctx.fillStyle = "rgba(255, 255, 255, .45)";
    roundRect(ctx, -TILE / 2 + 4, -TILE / 2 + 4, TILE - 8, 10, 5);
    ctx.fill();
    ctx.strokeStyle = "rgba(255, 255, 255, .7)";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(TILE / 2 - 18, -TILE / 2 + 22);
    ctx.lineTo(TILE / 2 - 10, -TILE / 2 + 22);
    ctx.moveTo(TILE / 2 - 14, -TILE / 2 + 18);
    ctx.lineTo(TILE / 2 - 14, -TILE / 2 + 26);
    ctx.stroke();
    ctx.fillStyle = colours[1];
    var digits = String(value).length;
    ctx.font = "bold " + (digits <= 2 ? 40 : digits === 3 ? 34 : 27) + "px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(value), 0, 3);
    ctx.restore();
  }

  function drawBanner(ctx) {
    ctx.globalAlpha = Math.min(1, banner.t);
    ctx.fillStyle = "rgba(30, 27, 75, .8)";
    roundRect(ctx, 40, BOARD_Y + BOARD / 2 - 30, W - 80, 60, 12);
    ctx.fill();
    ctx.fillStyle = "#f5d0fe";
    ctx.font = "bold 22px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(banner.text, W / 2, BOARD_Y + BOARD / 2);
    ctx.globalAlpha = 1;
  }

  function easeOut(t) {
    return 1 - (1 - t) * (1 - t);
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

  VWKit.start({
    width: W,
    height: H,
    reset: reset,
    update: update,
    draw: draw,
    ambient: ambient,
    press: press,
    swipe: true,
  });
})();
