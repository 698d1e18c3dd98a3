/*
 * Crystal Caverns: a minesweeper. The cave floor hides volatile crystals; a number says how many touch a
 * rock. The first dig is always safe (crystals are placed after it). Each cleared cave leads deeper: a bigger
 * floor with a denser field of crystals.
 */
(function () {
  "use strict";

  var W = 800,
    H = 556,
    MARGIN = 10;
  var HOLD_TO_FLAG = 0.42;
  var NEXT_CAVE_DELAY = 1.6;
  var CAVES = [
    { cols: 12, rows: 8, crystals: 12 },
    { cols: 14, rows: 9, crystals: 18 },
    { cols: 16, rows: 10, crystals: 26 },
    { cols: 18, rows: 11, crystals: 36 },
    { cols: 20, rows: 12, crystals: 44 },
  ];
  var NUMBER_COLOURS = ["", "#67e8f9", "#4ade80", "#facc15", "#fb923c", "#f472b6", "#c084fc", "#f8fafc", "#f87171"];

  var depth,
    cave,
    cells,
    cell,
    left,
    top,
    placed,
    dug,
    flags,
    cursor,
    flagMode,
    hold,
    seconds,
    nextCaveIn,
    banner,
    blast;
  var sparkle = 0;

  function reset(kit) {
    depth = 1;
    flagMode = false;
    setModeButton();
    openCave(kit);
  }

  function openCave(kit) {
    var base = CAVES[Math.min(depth - 1, CAVES.length - 1)];
    var extra = Math.max(0, depth - CAVES.length) * 4; // below the last listed cave the crystals only grow denser
    cave = {
      cols: base.cols,
      rows: base.rows,
      crystals: Math.min(base.crystals + extra, Math.floor(base.cols * base.rows * 0.25)),
    };
    cell = Math.floor(Math.min((W - MARGIN * 2) / cave.cols, (H - MARGIN * 2) / cave.rows));
    left = Math.floor((W - cell * cave.cols) / 2);
    top = Math.floor((H - cell * cave.rows) / 2);
    cells = [];
    for (var i = 0; i < cave.cols * cave.rows; i++) {
      cells.push({ crystal: false, open: false, flag: false, near: 0, seed: pseudoRandom(i + depth * 977) });
    }
    placed = false;
    dug = 0;
    flags = 0;
    cursor = { c: Math.floor(cave.cols / 2), r: Math.floor(cave.rows / 2) };
    hold = null;
    seconds = 0;
    nextCaveIn = 0;
    blast = null;
    banner = { text: "Depth " + depth, t: 1.5 };
    showStatus(kit);
  }

  function pseudoRandom(n) {
    var x = Math.sin(n * 12.9898) * 43758.5453;
    return x - Math.floor(x);
  }

  function at(c, r) {
    return c >= 0 && r >= 0 && c < cave.cols && r < cave.rows ? cells[r * cave.cols + c] : null;
  }

  function neighbours(c, r, fn) {
    for (var dr = -1; dr <= 1; dr++) {
      for (var dc = -1; dc <= 1; dc++) {
        if ((dr || dc) && at(c + dc, r + dr)) fn(c + dc, r + dr, at(c + dc, r + dr));
      }
    }
  }

  // The crystals go in after the first dig, never on or beside it, so the first dig opens ground.
  function placeCrystals(safeC, safeR) {
    var spots = [];
    for (var r = 0; r < cave.rows; r++) {
      for (var c = 0; c < cave.cols; c++) {
        if (Math.abs(c - safeC) > 1 || Math.abs(r - safeR) > 1) spots.push([c, r]);
      }
    }
    for (var i = 0; i < cave.crystals && spots.length; i++) {
      var k = Math.floor(Math.random() * spots.length);
      at(spots[k][0], spots[k][1]).crystal = true;
      spots.splice(k, 1);
    }
    for (r = 0; r < cave.rows; r++) {
      for (c = 0; c < cave.cols; c++) {
        var count = 0;
        neighbours(c, r, function (nc, nr, n) {
          if (n.crystal) count++;
        });
        at(c, r).near = count;
      }
    }
    placed = true;
  }

  function showStatus(kit) {
    var m = Math.floor(seconds / 60),
      s = Math.floor(seconds % 60);
    kit.status("Depth " + depth + " · Crystals " + (cave.crystals - flags) + " · " + m + ":" + (s < 10 ? "0" : "") + s);
  }

  // ---- actions

  function dig(c, r, kit) {
    var target = at(c, r);
    if (!target || target.flag || nextCaveIn > 0) return;
    if (target.open) return chord(c, r, kit);
    if (!placed) placeCrystals(c, r);
    if (target.crystal) return collapse(c, r, kit);
    var opened = flood(c, r);
    kit.add(opened * depth);
    kit.tone(opened > 1 ? 520 : 420, 0.05, { type: "triangle", volume: 0.15 });
    checkCleared(kit);
  }

  // Opening a zero opens everything around it, as far as the zeros reach.
  function flood(c, r) {
    var opened = 0,
      queue = [[c, r]];
    while (queue.length) {
      var p = queue.shift(),
        here = at(p[0], p[1]);
      if (!here || here.open || here.flag || here.crystal) continue;
      here.open = true;
      opened++;
      if (here.near === 0)
        neighbours(p[0], p[1], function (nc, nr) {
          queue.push([nc, nr]);
        });
    }
    dug += opened;
    return opened;
  }

  // Digging an open number whose flags are all placed digs every other rock around it.
  function chord(c, r, kit) {
    var here = at(c, r),
      flagged = 0;
    if (!here.near) return;
    neighbours(c, r, function (nc, nr, n) {
      if (n.flag) flagged++;
    });
    if (flagged !== here.near) return;
    var hit = null,
      opened = 0;
    neighbours(c, r, function (nc, nr, n) {
      if (n.open || n.flag) return;
      if (n.crystal) hit = hit || [nc, nr];
      else opened += flood(nc, nr);
    });
    if (hit) return collapse(hit[0], hit[1], kit);
    if (opened) {
      kit.add(opened * depth);
      kit.tone(560, 0.05, { type: "triangle", volume: 0.15 });
      checkCleared(kit);
    }
  }

  function toggleFlag(c, r, kit) {
    var target = at(c, r);
    if (!target || target.open || nextCaveIn > 0) return;
    target.flag = !target.flag;
    flags += target.flag ? 1 : -1;
    kit.tone(target.flag ? 880 : 300, 0.05, { type: "square", volume: 0.1 });
    showStatus(kit);
  }

  function collapse(c, r, kit) {
    blast = { c: c, r: r, t: 0 };
    cells.forEach(function (x) {
      if (x.crystal) x.open = true;
    });
    kit.noise(0.6, 0.4);
    kit.tone(160, 0.5, { type: "sawtooth", to: 40, volume: 0.25 });
    kit.over("The cave collapsed");
  }

  function checkCleared(kit) {
    if (dug < cave.cols * cave.rows - cave.crystals) return;
    var bonus = 150 * depth + Math.max(0, Math.round(cave.cols * cave.rows * 0.6 - seconds)) * depth;
    kit.add(bonus);
    banner = { text: "Cave cleared! +" + bonus, t: NEXT_CAVE_DELAY + 0.3 };
    nextCaveIn = NEXT_CAVE_DELAY;
    cells.forEach(function (x) {
      if (x.crystal && !x.flag) {
        x.flag = true;
        flags++;
      }
    });
    [523, 659, 784, 1047].forEach(function (f, i) {
      kit.tone(f, 0.15, { type: "triangle", volume: 0.22, delay: i * 0.1 });
    });
  }

  function setModeButton() {
    var button = document.querySelector('[data-input="mode"]');
    if (!button) return;
    button.setAttribute("aria-pressed", String(flagMode));
    button.textContent = flagMode ? "Flag mode: on" : "Flag mode";
  }

  // ---- input

  function press(name, repeat, kit) {
    if (name === "left") cursor.c = (cursor.c - 1 + cave.cols) % cave.cols;
    if (name === "right") cursor.c = (cursor.c + 1) % cave.cols;
    if (name === "up") cursor.r = (cursor.r - 1 + cave.rows) % cave.rows;
    if (name === "down") cursor.r = (cursor.r + 1) % cave.rows;
    if (repeat) return;
    if (name === "action") dig(cursor.c, cursor.r, kit);
    if (name === "flag") toggleFlag(cursor.c, cursor.r, kit);
    if (name === "mode") {
      flagMode = !flagMode;
      setModeButton();
    }
  }

  function cellAt(x, y) {
    var c = Math.floor((x - left) / cell),
      r = Math.floor((y - top) / cell);
    return at(c, r) ? { c: c, r: r } : null;
  }

  // A mouse acts at once (left digs, right flags); a finger digs on lift and flags when held.
  function pointer(type, x, y, e, kit) {
    var spot = cellAt(x, y);
    if (type === "move") {
      if (spot && e.pointerType === "mouse") cursor = spot;
      if (hold && (!spot || spot.c !== hold.c || spot.r !== hold.r)) hold = null;
      return;
    }
    if (type === "down") {
      if (!spot) return;
      cursor = spot;
      if (e.pointerType === "mouse") {
        if (e.button === 2) toggleFlag(spot.c, spot.r, kit);
        else if (e.button === 0) dig(spot.c, spot.r, kit);
        return;
      }
      hold = { c: spot.c, r: spot.r, t: 0, done: false };
      return;
    }
    if (type === "up" && hold) {
      if (!hold.done) {
        if (flagMode) toggleFlag(hold.c, hold.r, kit);
        else dig(hold.c, hold.r, kit);
      }
      hold = null;
    }
  }

  // ---- time

  function update(dt, kit) {
    if (nextCaveIn > 0) {
      nextCaveIn -= dt;
      if (nextCaveIn <= 0) {
        depth++;
        openCave(kit);
      }
      return;
    }
    if (placed) seconds += dt;
    if (hold && !hold.done) {
      hold.t += dt;
      if (hold.t >= HOLD_TO_FLAG) {
        hold.done = true;
        toggleFlag(hold.c, hold.r, kit);
      }
    }
    showStatus(kit);
  }

  function ambient(dt) {
    sparkle += dt;
    if (blast) blast.t += dt;
    if (banner) {
      banner.t -= dt;
      if (banner.t <= 0) banner = null;
    }
  }

  // ---- drawing

  function draw(ctx, kit) {
    var bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, "#021716");
    bg.addColorStop(1, "#053b37");
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    for (var r = 0; r < cave.rows; r++) {
      for (var c = 0; c < cave.cols; c++) drawCell(ctx, c, r, at(c, r), kit);
    }
    if (kit.state === "playing") {
      ctx.strokeStyle = "#fde047";
      ctx.lineWidth = 3;
      ctx.strokeRect(left + cursor.c * cell + 1.5, top + cursor.r * cell + 1.5, cell - 3, cell - 3);
    }
    if (blast) drawBlast(ctx);
    if (banner) drawBanner(ctx);
  }

  function drawCell(ctx, c, r, here, kit) {
    var x = left + c * cell,
      y = top + r * cell,
      s = cell;
    if (here.open && here.crystal) return drawCrystal(ctx, x, y, s, blast && blast.c === c && blast.r === r);
    if (here.open) {
      ctx.fillStyle = "#032b28";
      ctx.fillRect(x, y, s, s);
      ctx.strokeStyle = "rgba(45, 212, 191, .18)";
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
      if (here.near) {
        ctx.fillStyle = NUMBER_COLOURS[here.near];
        ctx.font = "bold " + Math.round(s * 0.55) + "px system-ui, sans-serif";
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillText(String(here.near), x + s / 2, y + s / 2 + 1);
      }
      return;
    }
    drawRock(ctx, x, y, s, here.seed);
    if (here.flag) drawFlag(ctx, x, y, s, kit.state === "over" && !here.crystal);
  }

  function drawRock(ctx, x, y, s, seed) {
    ctx.fillStyle = "#115e59";
    ctx.fillRect(x, y, s, s);
    ctx.fillStyle = "#1b7a72";
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + s, y);
    ctx.lineTo(x + s * (0.55 + seed * 0.3), y + s * 0.45);
    ctx.lineTo(x, y + s * (0.7 - seed * 0.3));
    ctx.fill();
    ctx.fillStyle = "#0a3d3a";
    ctx.beginPath();
    ctx.moveTo(x + s, y + s);
    ctx.lineTo(x, y + s);
    ctx.lineTo(x + s * 0.5, y + s * (0.6 + seed * 0.2));
    ctx.lineTo(x + s, y + s * 0.4);
    ctx.fill();
    ctx.strokeStyle = "#042f2e";
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
    // A few rocks glint with the crystals' light (decoration only, it says nothing about what is under them).
    if (seed > 0.8) {
      ctx.fillStyle = "rgba(153, 246, 228," + (0.4 + 0.4 * Math.sin(sparkle * 3 + seed * 20)).toFixed(3) + ")";
      ctx.fillRect(x + s * seed * 0.7, y + s * 0.3, 2, 2);
    }
  }

  function drawFlag(ctx, x, y, s, wrong) {
    ctx.strokeStyle = "#e7e5e4";
    ctx.lineWidth = Math.max(2, s * 0.06);
    ctx.beginPath();
    ctx.moveTo(x + s * 0.38, y + s * 0.2);
    ctx.lineTo(x + s * 0.38, y + s * 0.8);
    ctx.stroke();
    ctx.fillStyle = "#f59e0b";
    ctx.beginPath();
    ctx.moveTo(x + s * 0.38, y + s * 0.2);
    ctx.lineTo(x + s * 0.74, y + s * 0.34);
    ctx.lineTo(x + s * 0.38, y + s * 0.48);
    ctx.fill();
    if (wrong) {
      ctx.strokeStyle = "#f87171";
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(x + s * 0.2, y + s * 0.2);
      ctx.lineTo(x + s * 0.8, y + s * 0.8);
      ctx.moveTo(x + s * 0.8, y + s * 0.2);
      ctx.lineTo(x + s * 0.2, y + s * 0.8);
      ctx.stroke();
    }
  }

  function drawCrystal(ctx, x, y, s, exploded) {
    ctx.fillStyle = exploded ? "#7f1d1d" : "#032b28";
    ctx.fillRect(x, y, s, s);
    var cx = x + s / 2,
      base = y + s * 0.85;
    ctx.save();
    ctx.shadowColor = exploded ? "#f87171" : "#a78bfa";
    ctx.shadowBlur = s * 0.3;
    ctx.fillStyle = exploded ? "#fca5a5" : "#c4b5fd";
    ctx.beginPath();
    ctx.moveTo(cx - s * 0.2, base);
    ctx.lineTo(cx - s * 0.12, y + s * 0.3);
    ctx.lineTo(cx, y + s * 0.12);
    ctx.lineTo(cx + s * 0.12, y + s * 0.3);
    ctx.lineTo(cx + s * 0.2, base);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = exploded ? "#fecaca" : "#5eead4";
    ctx.beginPath();
    ctx.moveTo(cx + s * 0.1, base);
    ctx.lineTo(cx + s * 0.24, y + s * 0.45);
    ctx.lineTo(cx + s * 0.32, base);
    ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,.6)";
    ctx.fillRect(cx - s * 0.06, y + s * 0.3, s * 0.05, s * 0.4);
  }

  function drawBlast(ctx) {
    if (blast.t > 1) return;
    var x = left + (blast.c + 0.5) * cell,
      y = top + (blast.r + 0.5) * cell;
    ctx.strokeStyle = "rgba(248, 113, 113," + (1 - blast.t).toFixed(3) + ")";
    ctx.lineWidth = 6 * (1 - blast.t) + 1;
    ctx.beginPath();
    ctx.arc(x, y, 10 + blast.t * 160, 0, Math.PI * 2);
    ctx.stroke();
  }

  function drawBanner(ctx) {
    ctx.globalAlpha = Math.min(1, banner.t * 1.5);
    ctx.fillStyle = "rgba(2, 23, 22, .85)";
    ctx.fillRect(W / 2 - 190, H / 2 - 32, 380, 64);
    ctx.strokeStyle = "#2dd4bf";
    ctx.lineWidth = 2;
    ctx.strokeRect(W / 2 - 190, H / 2 - 32, 380, 64);
    ctx.fillStyle = "#99f6e4";
    ctx.font = "bold 28px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(banner.text, W / 2, H / 2);
    ctx.globalAlpha = 1;
  }

  VWKit.start({
    width: W,
    height: H,
    reset: reset,
    update: update,
    draw: draw,
    ambient: ambient,
    press: press,
    pointer: pointer,
    keys: { f: "flag", Enter: "action" },
  });
})();
