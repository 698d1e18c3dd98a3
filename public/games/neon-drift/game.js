/*
 * Neon Drift: a snake on a synthwave grid. The trail moves one cell per tick; each orb makes it longer and
 * the tick shorter, every fifth orb leaves a fading gold orb, and every sixth drops a barrier on the grid.
 */
(function () {
  "use strict";

  var W = 800,
    H = 556;
  var COLS = 25,
    ROWS = 17,
    CELL = 32,
    OX = 0,
    OY = 6;
  var START_TICK = 0.14,
    MIN_TICK = 0.055,
    TICK_STEP = 0.0035;
  var BONUS_LIFE = 6;
  var MAX_BARRIERS = 10;
  var DIRS = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
  var OPPOSITE = { left: "right", right: "left", up: "down", down: "up" };

  var snake, previous, dir, turns, orb, bonus, barriers, tick, clock, eaten;
  var particles = [];
  var pulse = 0;

  function reset(kit) {
    snake = [
      { x: 7, y: 8 },
      { x: 6, y: 8 },
      { x: 5, y: 8 },
      { x: 4, y: 8 },
    ];
    previous = snake.map(copy);
    dir = "right";
    turns = [];
    barriers = [];
    bonus = null;
    tick = START_TICK;
    clock = 0;
    eaten = 0;
    particles = [];
    orb = freeCell(0);
    kit.status("Length " + snake.length);
  }

  function copy(c) {
    return { x: c.x, y: c.y };
  }

  function occupied(x, y) {
    var i;
    for (i = 0; i < snake.length; i++) if (snake[i].x === x && snake[i].y === y) return true;
    for (i = 0; i < barriers.length; i++) if (barriers[i].x === x && barriers[i].y === y) return true;
    if (orb && orb.x === x && orb.y === y) return true;
    if (bonus && bonus.x === x && bonus.y === y) return true;
    return false;
  }

  // A random empty cell at least `margin` cells away from the head (so nothing appears right in front of it).
  function freeCell(margin) {
    var head = snake[0];
    for (var tries = 0; tries < 500; tries++) {
      var x = Math.floor(Math.random() * COLS),
        y = Math.floor(Math.random() * ROWS);
      if (Math.abs(x - head.x) + Math.abs(y - head.y) < margin) continue;
      if (!occupied(x, y)) return { x: x, y: y };
    }
    return null;
  }

  function press(name) {
    if (!DIRS[name]) return;
    var lastTurn = turns.length ? turns[turns.length - 1] : dir;
    if (name === lastTurn || name === OPPOSITE[lastTurn]) return;
    if (turns.length < 3) turns.push(name);
  }

  function update(dt, kit) {
    clock += dt;
    if (bonus) {
      bonus.life -= dt;
      if (bonus.life <= 0) bonus = null;
    }
    while (clock >= tick && kit.state === "playing") {
      clock -= tick;
      advance(kit);
    }
  }

  function advance(kit) {
    if (turns.length) dir = turns.shift();
    var d = DIRS[dir];
    var head = { x: snake[0].x + d[0], y: snake[0].y + d[1] };
    var growing = (orb && head.x === orb.x && head.y === orb.y) || (bonus && head.x === bonus.x && head.y === bonus.y);
    if (hits(head, growing)) return crash(kit, head);

    previous = snake.map(copy);
    snake.unshift(head);
    if (orb && head.x === orb.x && head.y === orb.y) eatOrb(kit, head);
    else if (bonus && head.x === bonus.x && head.y === bonus.y) eatBonus(kit, head);
    else snake.pop();
    kit.status("Length " + snake.length + " · Speed " + Math.round((START_TICK / tick) * 10) / 10 + "x");
  }

  function hits(head, growing) {
    if (head.x < 0 || head.y < 0 || head.x >= COLS || head.y >= ROWS) return true;
    // The tail leaves its cell this tick unless the trail grows, so following it closely is allowed.
    var body = growing ? snake.length : snake.length - 1;
    for (var i = 0; i < body; i++) if (snake[i].x === head.x && snake[i].y === head.y) return true;
    for (i = 0; i < barriers.length; i++) if (barriers[i].x === head.x && barriers[i].y === head.y) return true;
    return false;
  }

  function eatOrb(kit, head) {
    eaten++;
    kit.add(10 * (1 + Math.floor(eaten / 10)));
    tick = Math.max(MIN_TICK, tick - TICK_STEP);
    burst(head, "#f472b6", 14);
    kit.tone(520 + Math.min(eaten, 30) * 18, 0.09, { type: "square", volume: 0.18 });
    orb = freeCell(3);
    if (eaten % 5 === 0) {
      var cell = freeCell(5);
      if (cell) bonus = { x: cell.x, y: cell.y, life: BONUS_LIFE };
    }
    if (eaten % 6 === 0 && barriers.length < MAX_BARRIERS) addBarrier();
  }

  function eatBonus(kit, head) {
    kit.add(50 + Math.round(bonus.life * 10));
    burst(head, "#facc15", 24);
    kit.tone(660, 0.08, { type: "triangle", volume: 0.25 });
    kit.tone(990, 0.12, { type: "triangle", volume: 0.25, delay: 0.08 });
    bonus = null;
  }

  // A short wall of 2-3 cells somewhere away from the head, never sealing the trail in.
  function addBarrier() {
    for (var tries = 0; tries < 60; tries++) {
      var start = freeCell(6);
      if (!start) return;
      var horizontal = Math.random() < 0.5,
        length = 2 + Math.floor(Math.random() * 2);
      var cells = [];
      for (var i = 0; i < length; i++) {
        var x = start.x + (horizontal ? i : 0),
          y = start.y + (horizontal ? 0 : i);
        if (x < 1 || y < 1 || x >= COLS - 1 || y >= ROWS - 1 || occupied(x, y)) break;
        cells.push({ x: x, y: y });
      }
      if (cells.length === length) {
        barriers = barriers.concat(cells);
        return;
      }
    }
  }

  function crash(kit, head) {
    burst({ x: Math.max(0, Math.min(COLS - 1, head.x)), y: Math.max(0, Math.min(ROWS - 1, head.y)) }, "#22d3ee", 40);
    kit.noise(0.35, 0.35);
    kit.tone(180, 0.4, { type: "sawtooth", to: 50, volume: 0.25 });
    kit.over("Crashed!");
  }

  function burst(cell, color, count) {
    var cx = OX + (cell.x + 0.5) * CELL,
      cy = OY + (cell.y + 0.5) * CELL;
    for (var i = 0; i < count; i++) {
      var a = Math.random() * Math.PI * 2,
        s = 60 + Math.random() * 220;
      particles.push({
        x: cx,
        y: cy,
        vx: Math.cos(a) * s,
        vy: Math.sin(a) * s,
        life: 0.5 + Math.random() * 0.4,
        color: color,
      });
    }
  }

  function ambient(dt) {
    pulse += dt;
    for (var i = particles.length - 1; i >= 0; i--) {
      var p = particles[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vx *= 0.94;
      p.vy *= 0.94;
      p.life -= dt;
      if (p.life <= 0) particles.splice(i, 1);
    }
  }

  // ---- drawing

  function draw(ctx, kit) {
    drawBackdrop(ctx);
    drawGrid(ctx);
    drawBarriers(ctx);
    if (orb) drawOrb(ctx, orb);
    if (bonus) drawBonus(ctx, bonus);
    drawSnake(ctx, kit.state === "playing" ? Math.min(1, clock / tick) : 1);
    drawParticles(ctx);
  }

  function drawBackdrop(ctx) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#0f0524");
    sky.addColorStop(0.6, "#2e0a4f");
    sky.addColorStop(1, "#581c87");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    // The striped synthwave sun, low behind the grid.
    var sun = ctx.createLinearGradient(0, 140, 0, 460);
    sun.addColorStop(0, "rgba(253, 224, 71, .5)");
    sun.addColorStop(0.55, "rgba(251, 113, 133, .42)");
    sun.addColorStop(1, "rgba(192, 38, 211, .35)");
    ctx.save();
    ctx.beginPath();
    ctx.arc(W / 2, 330, 190, 0, Math.PI * 2);
    ctx.clip();
    ctx.fillStyle = sun;
    ctx.fillRect(W / 2 - 200, 130, 400, 400);
    ctx.fillStyle = "#2e0a4f";
    for (var i = 0; i < 7; i++) ctx.fillRect(W / 2 - 200, 340 + i * 26, 400, 4 + i * 2);
    ctx.restore();
  }

  function drawGrid(ctx) {
    ctx.lineWidth = 1;
    ctx.strokeStyle = "rgba(232, 121, 249, .22)";
    ctx.beginPath();
    for (var x = 0; x <= COLS; x++) {
      ctx.moveTo(OX + x * CELL + 0.5, OY);
      ctx.lineTo(OX + x * CELL + 0.5, OY + ROWS * CELL);
    }
    for (var y = 0; y <= ROWS; y++) {
      ctx.moveTo(OX, OY + y * CELL + 0.5);
      ctx.lineTo(OX + COLS * CELL, OY + y * CELL + 0.5);
    }
    ctx.stroke();
    ctx.save();
    ctx.strokeStyle = "#22d3ee";
    ctx.lineWidth = 3;
    ctx.shadowColor = "#22d3ee";
    ctx.shadowBlur = 14;
    ctx.strokeRect(OX + 1.5, OY + 1.5, COLS * CELL - 3, ROWS * CELL - 3);
    ctx.restore();
  }

  function cellCentre(c) {
    return { x: OX + (c.x + 0.5) * CELL, y: OY + (c.y + 0.5) * CELL };
  }

  function drawOrb(ctx, c) {
    var p = cellCentre(c),
      r = 9 + Math.sin(pulse * 6) * 1.5;
    ctx.save();
    ctx.shadowColor = "#f472b6";
    ctx.shadowBlur = 18;
    ctx.fillStyle = "#f472b6";
    ctx.beginPath();
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.beginPath();
    ctx.arc(p.x - 3, p.y - 3, 3, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function drawBonus(ctx, b) {
    var p = cellCentre(b),
      share = b.life / BONUS_LIFE;
    ctx.save();
    ctx.globalAlpha = b.life < 1.5 ? 0.4 + 0.6 * Math.abs(Math.sin(pulse * 10)) : 1;
    ctx.translate(p.x, p.y);
    ctx.strokeStyle = "rgba(250, 204, 21, .8)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(0, 0, 14, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2);
    ctx.stroke();
    ctx.rotate(pulse * 2);
    ctx.shadowColor = "#facc15";
    ctx.shadowBlur = 16;
    ctx.fillStyle = "#facc15";
    ctx.fillRect(-7, -7, 14, 14);
    ctx.restore();
  }

  function drawBarriers(ctx) {
    ctx.save();
    ctx.shadowColor = "#fb923c";
    ctx.shadowBlur = 10;
    for (var i = 0; i < barriers.length; i++) {
      var b = barriers[i],
        x = OX + b.x * CELL + 3,
        y = OY + b.y * CELL + 3;
      ctx.fillStyle = "#7c2d12";
      ctx.fillRect(x, y, CELL - 6, CELL - 6);
      ctx.strokeStyle = "#fb923c";
      ctx.lineWidth = 2;
      ctx.strokeRect(x, y, CELL - 6, CELL - 6);
    }
    ctx.restore();
  }

  function drawSnake(ctx, t) {
    var points = [];
    for (var i = 0; i < snake.length; i++) {
      var now = cellCentre(snake[i]),
        before = previous[i] ? cellCentre(previous[i]) : now;
      points.push({ x: before.x + (now.x - before.x) * t, y: before.y + (now.y - before.y) * t });
    }
    // A wide faint stroke under the trail reads as its glow, cheaper than a blur per segment.
    ctx.save();
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "rgba(34, 211, 238, .22)";
    ctx.lineWidth = CELL * 1.1;
    ctx.beginPath();
    points.forEach(function (p, k) {
      if (k === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
    ctx.stroke();
    for (i = points.length - 1; i >= 0; i--) {
      var share = points.length > 1 ? i / (points.length - 1) : 0;
      var size = CELL - 3 - share * 8;
      ctx.fillStyle = mix([34, 211, 238], [232, 121, 249], share);
      roundRect(ctx, points[i].x - size / 2, points[i].y - size / 2, size, size, 7);
      ctx.fill();
    }
    drawHead(ctx, points[0]);
    ctx.restore();
  }

  function drawHead(ctx, p) {
    var d = DIRS[dir];
    ctx.save();
    ctx.shadowColor = "#67e8f9";
    ctx.shadowBlur = 16;
    ctx.fillStyle = "#a5f3fc";
    roundRect(ctx, p.x - 13, p.y - 13, 26, 26, 8);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = "#0f0524";
    var sideX = -d[1] * 6,
      sideY = d[0] * 6;
    [1, -1].forEach(function (s) {
      ctx.beginPath();
      ctx.arc(p.x + d[0] * 5 + sideX * s, p.y + d[1] * 5 + sideY * s, 3, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  function drawParticles(ctx) {
    for (var i = 0; i < particles.length; i++) {
      var p = particles[i];
      ctx.globalAlpha = Math.max(0, Math.min(1, p.life * 2));
      ctx.fillStyle = p.color;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    ctx.globalAlpha = 1;
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
