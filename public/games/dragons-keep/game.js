/*
 * Dragon's Keep: a breakout. The dragon's wings are the paddle, the fireball breaks the castle's bricks.
 * Each wall is a drawn layout; after the last one they repeat harder (faster fireball, more iron).
 */
(function () {
  "use strict";

  var W = 800,
    H = 556;
  var COLS = 12,
    BRICK_W = 60,
    BRICK_H = 22,
    GAP = 4,
    LEFT = 18,
    TOP = 46;
  var PADDLE_Y = H - 44,
    PADDLE_H = 14,
    PADDLE_SPEED = 640;
  var BALL_R = 8,
    SUBSTEPS = 4,
    MAX_BALL_SPEED = 680;
  var START_LIVES = 3,
    MAX_LIVES = 5;
  var DROP_CHANCE = 0.12,
    WIDE_SECONDS = 12;

  // s stone, m mossy stone, i iron (two hits), g gold.
  var WALLS = [
    ["s.s.s..s.s.s", "ssssssssssss", "ssssggggssss", "ssssssssssss", "mmmmmmmmmmmm"],
    ["i.i......i.i", "iii......iii", "sgs.s..s.sgs", "ssssssssssss", "ssssmmmmssss", "ss.ssssss.ss", "ssssssssssss"],
    ["g.i.i..i.i.g", "iiiiiiiiiiii", "ssgssssssgss", "ssssiiiissss", "mmss....ssmm", "ssss....ssss", "ssss....ssss"],
    ["iiiiiiiiiiii", "i.g.g..g.g.i", "i.ssssssss.i", "i.sgsiisgs.i", "i.ssssssss.i", "imm.mmmm.mmi", "iiiiiiiiiiii"],
  ];
  var KINDS = {
    s: { hits: 1, points: 10 },
    m: { hits: 1, points: 10 },
    i: { hits: 2, points: 30 },
    g: { hits: 1, points: 50 },
  };

  var level, lives, bricks, balls, paddle, drops, sparks, embers, wideTime, pointerX, announce;

  function reset(kit) {
    level = 1;
    lives = START_LIVES;
    drops = [];
    sparks = [];
    embers = embers || makeEmbers();
    buildWall();
    newLife();
    showStatus(kit);
  }

  function makeEmbers() {
    var list = [];
    for (var i = 0; i < 40; i++)
      list.push({
        x: Math.random() * W,
        y: Math.random() * H,
        v: 10 + Math.random() * 30,
        r: 0.8 + Math.random() * 1.8,
      });
    return list;
  }

  function buildWall() {
    var layout = WALLS[(level - 1) % WALLS.length];
    var round = Math.floor((level - 1) / WALLS.length); // each time the walls repeat, stone turns to iron more often
    bricks = [];
    layout.forEach(function (row, r) {
      for (var c = 0; c < COLS; c++) {
        var kind = row[c];
        if (kind === ".") continue;
        if ((kind === "s" || kind === "m") && Math.random() < round * 0.2) kind = "i";
        bricks.push({
          x: LEFT + c * (BRICK_W + GAP),
          y: TOP + r * (BRICK_H + GAP),
          kind: kind,
          hits: KINDS[kind].hits,
          seed: Math.random(),
        });
      }
    });
    announce = { text: "Wall " + level, t: 2 };
  }

  function newLife() {
    var width = Math.max(80, 120 - (level - 1) * 6);
    paddle = { x: W / 2, w: width, baseW: width, vx: 0 };
    wideTime = 0;
    pointerX = null;
    balls = [{ x: W / 2, y: PADDLE_Y - BALL_R - 1, vx: 0, vy: 0, stuck: true, trail: [] }];
  }

  function ballSpeed() {
    return Math.min(MAX_BALL_SPEED, 360 + (level - 1) * 30);
  }

  function showStatus(kit) {
    kit.status("Wall " + level + " · Lives " + lives + (wideTime > 0 ? " · Wide wings" : ""));
  }

  // ---- input

  function press(name) {
    if (name === "action" || name === "up") launch();
    if (name === "left" || name === "right") pointerX = null;
  }

  function pointer(type, x) {
    if (type === "down") launch();
    pointerX = x;
  }

  function launch() {
    balls.forEach(function (b) {
      if (!b.stuck) return;
      var angle = ((Math.random() * 0.5 - 0.25) * Math.PI) / 2;
      b.stuck = false;
      b.vx = Math.sin(angle) * ballSpeed();
      b.vy = -Math.cos(angle) * ballSpeed();
    });
  }

  // ---- rules

  function update(dt, kit) {
    movePaddle(dt, kit);
    for (var s = 0; s < SUBSTEPS; s++) {
      for (var i = balls.length - 1; i >= 0; i--) moveBall(balls[i], dt / SUBSTEPS, kit);
    }
    balls = balls.filter(function (b) {
      return b.y - BALL_R < H;
    });
    if (!balls.length) return loseLife(kit);
    moveDrops(dt, kit);
    if (wideTime > 0) {
      wideTime -= dt;
      if (wideTime <= 0) paddle.w = paddle.baseW;
    }
    if (announce) {
      announce.t -= dt;
      if (announce.t <= 0) announce = null;
    }
    if (!bricks.length) nextWall(kit);
    showStatus(kit);
  }

  function movePaddle(dt, kit) {
    var before = paddle.x;
    if (pointerX !== null) paddle.x = pointerX;
    else {
      var dir = (kit.held("right") ? 1 : 0) - (kit.held("left") ? 1 : 0);
      paddle.x += dir * PADDLE_SPEED * dt;
    }
    paddle.x = Math.max(paddle.w / 2, Math.min(W - paddle.w / 2, paddle.x));
    paddle.vx = (paddle.x - before) / dt;
    balls.forEach(function (b) {
      if (b.stuck) b.x = paddle.x;
    });
  }

  function moveBall(b, dt, kit) {
    if (b.stuck) return;
    b.x += b.vx * dt;
    if (b.x < BALL_R) {
      b.x = BALL_R;
      b.vx = Math.abs(b.vx);
      kit.tone(300, 0.03, { volume: 0.08 });
    }
    if (b.x > W - BALL_R) {
      b.x = W - BALL_R;
      b.vx = -Math.abs(b.vx);
      kit.tone(300, 0.03, { volume: 0.08 });
    }
    var hit = brickAt(b);
    if (hit) {
      b.vx = -b.vx;
      b.x += b.vx * dt;
      strike(hit, b, kit);
    }

    b.y += b.vy * dt;
    if (b.y < BALL_R) {
      b.y = BALL_R;
      b.vy = Math.abs(b.vy);
      kit.tone(300, 0.03, { volume: 0.08 });
    }
    hit = brickAt(b);
    if (hit) {
      b.vy = -b.vy;
      b.y += b.vy * dt;
      strike(hit, b, kit);
    }

    bounceOffPaddle(b, kit);
  }

  function brickAt(b) {
    for (var i = 0; i < bricks.length; i++) {
      var k = bricks[i];
      if (b.x + BALL_R > k.x && b.x - BALL_R < k.x + BRICK_W && b.y + BALL_R > k.y && b.y - BALL_R < k.y + BRICK_H)
        return k;
    }
    return null;
  }

  function bounceOffPaddle(b, kit) {
    if (b.vy <= 0) return;
    var top = PADDLE_Y - PADDLE_H / 2;
    if (b.y + BALL_R < top || b.y - BALL_R > top + PADDLE_H) return;
    if (b.x < paddle.x - paddle.w / 2 - BALL_R || b.x > paddle.x + paddle.w / 2 + BALL_R) return;
    // Where the ball lands on the wings sets its angle: the edges send it out wide, the middle straight up.
    var offset = Math.max(-1, Math.min(1, (b.x - paddle.x) / (paddle.w / 2)));
    var angle = offset * (Math.PI / 3) + Math.max(-0.15, Math.min(0.15, paddle.vx / 4000));
    var speed = Math.min(MAX_BALL_SPEED, Math.hypot(b.vx, b.vy) + 4);
    b.vx = Math.sin(angle) * speed;
    b.vy = -Math.cos(angle) * speed;
    b.y = top - BALL_R;
    kit.tone(220, 0.06, { type: "triangle", volume: 0.2 });
  }

  function strike(brick, ball, kit) {
    brick.hits--;
    spray(ball.x, ball.y, brick.kind === "g" ? "#fde047" : "#fdba74", 8);
    if (brick.hits > 0) {
      kit.add(5 * level);
      kit.tone(140, 0.08, { type: "square", volume: 0.15 });
      return;
    }
    bricks.splice(bricks.indexOf(brick), 1);
    kit.add(KINDS[brick.kind].points * level);
    kit.tone(brick.kind === "g" ? 880 : 440 + Math.random() * 120, 0.07, { type: "square", volume: 0.15 });
    spray(brick.x + BRICK_W / 2, brick.y + BRICK_H / 2, brick.kind === "g" ? "#facc15" : "#a8a29e", 14);
    // Each brick speeds the fireball up a little, so a long rally grows tense.
    var speed = Math.hypot(ball.vx, ball.vy);
    if (speed < MAX_BALL_SPEED) {
      ball.vx *= 1.008;
      ball.vy *= 1.008;
    }
    if (Math.random() < DROP_CHANCE) drops.push({ x: brick.x + BRICK_W / 2, y: brick.y + BRICK_H, kind: pickDrop() });
  }

  function pickDrop() {
    var r = Math.random();
    if (r < 0.45) return "wide";
    if (r < 0.85) return "multi";
    return "life";
  }

  function moveDrops(dt, kit) {
    for (var i = drops.length - 1; i >= 0; i--) {
      var d = drops[i];
      d.y += 150 * dt;
      var caught = d.y > PADDLE_Y - 14 && d.y < PADDLE_Y + 14 && Math.abs(d.x - paddle.x) < paddle.w / 2 + 10;
      if (caught) {
        drops.splice(i, 1);
        hatch(d.kind, kit);
      } else if (d.y > H + 20) drops.splice(i, 1);
    }
  }

  function hatch(kind, kit) {
    kit.add(25);
    kit.tone(660, 0.08, { type: "triangle", volume: 0.2 });
    kit.tone(990, 0.1, { type: "triangle", volume: 0.2, delay: 0.07 });
    if (kind === "wide") {
      paddle.w = paddle.baseW * 1.5;
      wideTime = WIDE_SECONDS;
    } else if (kind === "life") {
      lives = Math.min(MAX_LIVES, lives + 1);
    } else {
      var source = balls.filter(function (b) {
        return !b.stuck;
      })[0];
      if (!source) return;
      var speed = Math.hypot(source.vx, source.vy);
      [-0.45, 0.45].forEach(function (turn) {
        var a = Math.atan2(source.vx, -source.vy) + turn;
        balls.push({
          x: source.x,
          y: source.y,
          vx: Math.sin(a) * speed,
          vy: -Math.cos(a) * speed,
          stuck: false,
          trail: [],
        });
      });
    }
  }

  function loseLife(kit) {
    lives--;
    kit.noise(0.3, 0.25);
    kit.tone(200, 0.35, { type: "sawtooth", to: 60, volume: 0.2 });
    if (lives <= 0) {
      showStatus(kit);
      return kit.over("The keep stands");
    }
    drops = [];
    newLife();
    showStatus(kit);
  }

  function nextWall(kit) {
    kit.add(100 * level);
    kit.tone(523, 0.12, { type: "triangle", volume: 0.25 });
    kit.tone(659, 0.12, { type: "triangle", volume: 0.25, delay: 0.12 });
    kit.tone(784, 0.2, { type: "triangle", volume: 0.25, delay: 0.24 });
    level++;
    drops = [];
    buildWall();
    newLife();
  }

  function spray(x, y, color, count) {
    for (var i = 0; i < count; i++) {
      var a = Math.random() * Math.PI * 2,
        s = 40 + Math.random() * 180;
      sparks.push({
        x: x,
        y: y,
        vx: Math.cos(a) * s,
        vy: Math.sin(a) * s,
        life: 0.3 + Math.random() * 0.4,
        color: color,
      });
    }
  }

  function ambient(dt) {
    embers.forEach(function (e) {
      e.y -= e.v * dt;
      if (e.y < -4) {
        e.y = H + 4;
        e.x = Math.random() * W;
      }
    });
    for (var i = sparks.length - 1; i >= 0; i--) {
      var p = sparks[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += 300 * dt;
      p.life -= dt;
      if (p.life <= 0) sparks.splice(i, 1);
    }
    balls.forEach(function (b) {
      b.trail.unshift({ x: b.x, y: b.y });
      if (b.trail.length > 12) b.trail.pop();
    });
  }

  // ---- drawing

  function draw(ctx) {
    drawSky(ctx);
    bricks.forEach(function (b) {
      drawBrick(ctx, b);
    });
    drops.forEach(function (d) {
      drawEgg(ctx, d);
    });
    drawDragon(ctx);
    balls.forEach(function (b) {
      drawFireball(ctx, b);
    });
    sparks.forEach(function (p) {
      ctx.globalAlpha = Math.min(1, p.life * 2.5);
      ctx.fillStyle = p.color;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    });
    ctx.globalAlpha = 1;
    if (announce) drawAnnounce(ctx);
  }

  function drawSky(ctx) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#1c0606");
    sky.addColorStop(0.55, "#450a0a");
    sky.addColorStop(1, "#9a3412");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "#2a0808";
    ctx.beginPath();
    ctx.moveTo(0, H);
    ctx.lineTo(0, H - 90);
    ctx.lineTo(110, H - 150);
    ctx.lineTo(210, H - 95);
    ctx.lineTo(330, H - 170);
    ctx.lineTo(450, H - 100);
    ctx.lineTo(560, H - 160);
    ctx.lineTo(680, H - 105);
    ctx.lineTo(800, H - 140);
    ctx.lineTo(W, H);
    ctx.fill();
    ctx.fillStyle = "#fed7aa";
    embers.forEach(function (e) {
      ctx.globalAlpha = 0.25 + 0.5 * (e.y / H);
      ctx.fillRect(e.x, e.y, e.r, e.r);
    });
    ctx.globalAlpha = 1;
  }

  function drawBrick(ctx, b) {
    var x = b.x,
      y = b.y;
    var colours = {
      s: ["#a8a29e", "#78716c", "#57534e"],
      m: ["#a8a29e", "#78716c", "#57534e"],
      i: ["#94a3b8", "#475569", "#1e293b"],
      g: ["#fef08a", "#facc15", "#a16207"],
    }[b.kind];
    ctx.fillStyle = colours[1];
    ctx.fillRect(x, y, BRICK_W, BRICK_H);
    ctx.fillStyle = colours[0];
    ctx.fillRect(x, y, BRICK_W, 3);
    ctx.fillStyle = colours[2];
    ctx.fillRect(x, y + BRICK_H - 3, BRICK_W, 3);
    ctx.fillRect(x + BRICK_W / 2 - 1, y + 3, 2, BRICK_H - 6);
    if (b.kind === "m") {
      ctx.fillStyle = "#4d7c0f";
      ctx.beginPath();
      ctx.ellipse(x + 12 + b.seed * 30, y + 4, 12, 5, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    if (b.kind === "i") {
      ctx.fillStyle = "#cbd5e1";
      [
        [5, 6],
        [BRICK_W - 7, 6],
        [5, BRICK_H - 8],
        [BRICK_W - 7, BRICK_H - 8],
      ].forEach(function (p) {
        ctx.fillRect(x + p[0], y + p[1], 2, 2);
      });
      if (b.hits === 1) {
        ctx.strokeStyle = "#0f172a";
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(x + 14, y + 2);
        ctx.lineTo(x + 22, y + 11);
        ctx.lineTo(x + 17, y + 20);
        ctx.moveTo(x + 22, y + 11);
        ctx.lineTo(x + 34, y + 13);
        ctx.stroke();
      }
    }
    if (b.kind === "g") {
      ctx.fillStyle = "rgba(255,255,255,.7)";
      ctx.fillRect(x + 8, y + 6, 10, 3);
    }
  }

  function drawEgg(ctx, d) {
    var colour = { wide: "#4ade80", multi: "#fb923c", life: "#f472b6" }[d.kind];
    ctx.save();
    ctx.translate(d.x, d.y);
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(0, 0, 9, 12, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,.55)";
    ctx.beginPath();
    ctx.ellipse(-3, -4, 2.5, 4, -0.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#1c0606";
    ctx.font = "bold 11px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText({ wide: "W", multi: "3", life: "+" }[d.kind], 0, 2);
    ctx.restore();
  }

  // The paddle: a dragon seen from behind, wings spread as wide as the paddle.
  function drawDragon(ctx) {
    var x = paddle.x,
      y = PADDLE_Y,
      half = paddle.w / 2;
    ctx.save();
    ctx.fillStyle = "#7f1d1d";
    [-1, 1].forEach(function (side) {
      ctx.beginPath();
      ctx.moveTo(x + side * 10, y - 4);
      ctx.lineTo(x + side * half, y - 10);
      ctx.lineTo(x + side * (half - 10), y + 4);
      ctx.lineTo(x + side * (half * 0.66), y + 1);
      ctx.lineTo(x + side * (half * 0.5), y + 7);
      ctx.lineTo(x + side * (half * 0.33), y + 3);
      ctx.lineTo(x + side * 10, y + 8);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = "#fca5a5";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(x + side * 10, y - 4);
      ctx.lineTo(x + side * half, y - 10);
      ctx.stroke();
    });
    ctx.fillStyle = "#15803d";
    ctx.beginPath();
    ctx.ellipse(x, y + 2, 14, 11, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#22c55e";
    ctx.beginPath();
    ctx.ellipse(x, y - 10, 9, 8, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fef3c7";
    ctx.beginPath();
    ctx.moveTo(x - 6, y - 15);
    ctx.lineTo(x - 10, y - 24);
    ctx.lineTo(x - 3, y - 17);
    ctx.moveTo(x + 6, y - 15);
    ctx.lineTo(x + 10, y - 24);
    ctx.lineTo(x + 3, y - 17);
    ctx.fill();
    ctx.restore();
  }

  function drawFireball(ctx, b) {
    for (var i = b.trail.length - 1; i >= 0; i--) {
      var t = b.trail[i],
        share = 1 - i / b.trail.length;
      ctx.fillStyle = "rgba(251, 146, 60," + (share * 0.35).toFixed(3) + ")";
      ctx.beginPath();
      ctx.arc(t.x, t.y, BALL_R * share, 0, Math.PI * 2);
      ctx.fill();
    }
    var glow = ctx.createRadialGradient(b.x, b.y, 1, b.x, b.y, BALL_R * 2.4);
    glow.addColorStop(0, "#fff7ed");
    glow.addColorStop(0.3, "#fde047");
    glow.addColorStop(0.55, "rgba(249, 115, 22, .9)");
    glow.addColorStop(1, "rgba(234, 88, 12, 0)");
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(b.x, b.y, BALL_R * 2.4, 0, Math.PI * 2);
    ctx.fill();
  }

  function drawAnnounce(ctx) {
    ctx.globalAlpha = Math.min(1, announce.t);
    ctx.fillStyle = "#fed7aa";
    ctx.font = "bold 40px Georgia, serif";
    ctx.textAlign = "center";
    ctx.fillText(announce.text, W / 2, H / 2 + 40);
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
  });
})();
