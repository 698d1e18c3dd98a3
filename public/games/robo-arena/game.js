/*
 * Robo Arena: a pong against the computer. Each robot model predicts where the core will cross its line, with
 * an aiming error, a top speed and a reaction line that all improve from model to model; the core speeds up
 * with every hit of a rally.
 */
(function () {
  "use strict";

  var W = 800,
    H = 556;
  var TOP = 70,
    BOTTOM = H - 16; // the arena floor between the scoreboard and the bottom rail
  var PADDLE_W = 14,
    PADDLE_H = 92,
    PLAYER_X = 40,
    ROBOT_X = W - 40;
  var PLAYER_SPEED = 540,
    BALL_R = 9,
    MAX_BALL_SPEED = 920,
    SERVE_DELAY = 0.9;
  var POINTS_TO_WIN = 5;

  var model, you, robot, player, cpu, ball, serveIn, serveTo, sparks, banner, aimError, pointerY;

  function reset(kit) {
    model = 1;
    sparks = [];
    startBout(kit);
  }

  function startBout(kit) {
    you = 0;
    robot = 0;
    player = { y: (TOP + BOTTOM) / 2, vy: 0 };
    cpu = { y: (TOP + BOTTOM) / 2, vy: 0 };
    pointerY = null;
    banner = { text: "Robot Mk " + model, t: 1.6 };
    serve(Math.random() < 0.5 ? -1 : 1);
    showStatus(kit);
  }

  function robotSkill() {
    return {
      speed: 260 + model * 70,
      error: Math.max(6, 70 - model * 12),
      reach: Math.min(0.95, 0.45 + model * 0.1), // how far across the arena (from its own side) it watches the core
    };
  }

  function serve(direction) {
    serveTo = direction;
    serveIn = SERVE_DELAY;
    ball = { x: W / 2, y: (TOP + BOTTOM) / 2, vx: 0, vy: 0, speed: 360 + (model - 1) * 40, trail: [] };
    aimError = (Math.random() * 2 - 1) * robotSkill().error;
  }

  function launch() {
    var angle = (Math.random() * 2 - 1) * (Math.PI / 6);
    ball.vx = Math.cos(angle) * ball.speed * serveTo;
    ball.vy = Math.sin(angle) * ball.speed;
  }

  function showStatus(kit) {
    kit.status("Robot Mk " + model + " · first to " + POINTS_TO_WIN);
  }

  // ---- input

  function pointer(type, x, y, e) {
    if (type === "down" || e.pointerType === "mouse" || e.buttons) pointerY = y;
  }

  function press(name) {
    if (name === "up" || name === "down") pointerY = null;
  }

  // ---- rules

  function update(dt, kit) {
    movePlayer(dt, kit);
    moveRobot(dt);
    if (serveIn > 0) {
      serveIn -= dt;
      if (serveIn <= 0) launch();
    } else moveBall(dt, kit);
    if (banner) {
      banner.t -= dt;
      if (banner.t <= 0) banner = null;
    }
  }

  function clampPaddle(y) {
    return Math.max(TOP + PADDLE_H / 2, Math.min(BOTTOM - PADDLE_H / 2, y));
  }

  function movePlayer(dt, kit) {
    var before = player.y;
    if (pointerY !== null) {
      var step = PLAYER_SPEED * 1.8 * dt;
      player.y += Math.max(-step, Math.min(step, pointerY - player.y));
    } else {
      player.y += ((kit.held("down") ? 1 : 0) - (kit.held("up") ? 1 : 0)) * PLAYER_SPEED * dt;
    }
    player.y = clampPaddle(player.y);
    player.vy = (player.y - before) / dt;
  }

  function moveRobot(dt) {
    var skill = robotSkill(),
      target = (TOP + BOTTOM) / 2;
    if (ball.vx > 0 && ball.x > W * (1 - skill.reach)) target = predictY() + aimError;
    var before = cpu.y,
      step = skill.speed * dt;
    cpu.y = clampPaddle(cpu.y + Math.max(-step, Math.min(step, target - cpu.y)));
    cpu.vy = (cpu.y - before) / dt;
  }

  // Where the core will cross the robot's line, bouncing off the rails on the way.
  function predictY() {
    var time = (ROBOT_X - PADDLE_W / 2 - BALL_R - ball.x) / ball.vx;
    var y = ball.y + ball.vy * time,
      low = TOP + BALL_R,
      span = BOTTOM - BALL_R - low;
    var folded = (((y - low) % (2 * span)) + 2 * span) % (2 * span);
    return low + (folded > span ? 2 * span - folded : folded);
  }

  function moveBall(dt, kit) {
    var steps = 3;
    for (var i = 0; i < steps; i++) {
      ball.x += (ball.vx * dt) / steps;
      ball.y += (ball.vy * dt) / steps;
      if (ball.y < TOP + BALL_R) {
        ball.y = TOP + BALL_R;
        ball.vy = Math.abs(ball.vy);
        kit.tone(260, 0.03, { volume: 0.08 });
      }
      if (ball.y > BOTTOM - BALL_R) {
        ball.y = BOTTOM - BALL_R;
        ball.vy = -Math.abs(ball.vy);
        kit.tone(260, 0.03, { volume: 0.08 });
      }
      if (ball.vx < 0 && hitsPaddle(PLAYER_X, player.y)) {
        bounce(1, player, kit);
        kit.add(10 * model);
        aimError = (Math.random() * 2 - 1) * robotSkill().error;
      } else if (ball.vx > 0 && hitsPaddle(ROBOT_X, cpu.y)) {
        bounce(-1, cpu, kit);
      }
      if (ball.x < -BALL_R * 2) return goal("robot", kit);
      if (ball.x > W + BALL_R * 2) return goal("you", kit);
    }
  }

  function hitsPaddle(x, y) {
    return Math.abs(ball.x - x) < PADDLE_W / 2 + BALL_R && Math.abs(ball.y - y) < PADDLE_H / 2 + BALL_R;
  }

  function bounce(direction, paddle, kit) {
    var offset = Math.max(-1, Math.min(1, (ball.y - paddle.y) / (PADDLE_H / 2)));
    var angle = offset * (Math.PI * 0.3) + Math.max(-0.2, Math.min(0.2, paddle.vy / 3000));
    ball.speed = Math.min(MAX_BALL_SPEED, ball.speed * 1.05);
    ball.vx = Math.cos(angle) * ball.speed * direction;
    ball.vy = Math.sin(angle) * ball.speed;
    ball.x = (direction > 0 ? PLAYER_X : ROBOT_X) + direction * (PADDLE_W / 2 + BALL_R + 1);
    spray(ball.x, ball.y, direction > 0 ? "#7dd3fc" : "#fda4af");
    kit.tone(direction > 0 ? 440 : 330, 0.05, { type: "square", volume: 0.15 });
  }

  function goal(who, kit) {
    if (who === "you") {
      you++;
      kit.add(100 * model);
      kit.tone(660, 0.1, { type: "triangle", volume: 0.22 });
      kit.tone(880, 0.14, { type: "triangle", volume: 0.22, delay: 0.1 });
    } else {
      robot++;
      kit.tone(180, 0.25, { type: "sawtooth", to: 90, volume: 0.18 });
    }
    spray(who === "you" ? W - 10 : 10, ball.y, who === "you" ? "#7dd3fc" : "#fda4af", 30);
    if (you >= POINTS_TO_WIN) return boutWon(kit);
    if (robot >= POINTS_TO_WIN) {
      kit.noise(0.4, 0.2);
      return kit.over("Robot Mk " + model + " wins " + robot + "–" + you);
    }
    serve(who === "you" ? 1 : -1);
  }

  function boutWon(kit) {
    kit.add(500 * model);
    [523, 659, 784, 1047].forEach(function (f, i) {
      kit.tone(f, 0.15, { type: "triangle", volume: 0.22, delay: i * 0.1 });
    });
    model++;
    startBout(kit);
    banner = { text: "Robot Mk " + model + " rolls in", t: 1.8 };
  }

  function spray(x, y, colour, count) {
    for (var i = 0; i < (count || 12); i++) {
      var a = Math.random() * Math.PI * 2,
        s = 60 + Math.random() * 200;
      sparks.push({
        x: x,
        y: y,
        vx: Math.cos(a) * s,
        vy: Math.sin(a) * s,
        life: 0.3 + Math.random() * 0.3,
        colour: colour,
      });
    }
  }

  function ambient(dt) {
    for (var i = sparks.length - 1; i >= 0; i--) {
      var p = sparks[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.life -= dt;
      if (p.life <= 0) sparks.splice(i, 1);
    }
    ball.trail.unshift({ x: ball.x, y: ball.y });
    if (ball.trail.length > 10) ball.trail.pop();
  }

  // ---- drawing

  function draw(ctx) {
    drawArena(ctx);
    drawScoreboard(ctx);
    drawPaddle(ctx, PLAYER_X, player.y, "#38bdf8", "#e0f2fe");
    drawPaddle(ctx, ROBOT_X, cpu.y, "#f43f5e", "#ffe4e6");
    drawBall(ctx);
    sparks.forEach(function (p) {
      ctx.globalAlpha = Math.min(1, p.life * 3);
      ctx.fillStyle = p.colour;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    });
    ctx.globalAlpha = 1;
    if (banner) drawBanner(ctx);
  }

  function drawArena(ctx) {
    var bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, "#111827");
    bg.addColorStop(1, "#1e3a8a");
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "rgba(15, 23, 42, .6)";
    ctx.fillRect(0, TOP, W, BOTTOM - TOP);
    ctx.strokeStyle = "rgba(56, 189, 248, .14)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (var x = 0; x <= W; x += 40) {
      ctx.moveTo(x + 0.5, TOP);
      ctx.lineTo(x + 0.5, BOTTOM);
    }
    for (var y = TOP; y <= BOTTOM; y += 40) {
      ctx.moveTo(0, y + 0.5);
      ctx.lineTo(W, y + 0.5);
    }
    ctx.stroke();
    ctx.strokeStyle = "rgba(148, 163, 184, .5)";
    ctx.lineWidth = 3;
    ctx.setLineDash([14, 12]);
    ctx.beginPath();
    ctx.moveTo(W / 2, TOP);
    ctx.lineTo(W / 2, BOTTOM);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(W / 2, (TOP + BOTTOM) / 2, 60, 0, Math.PI * 2);
    ctx.stroke();
    ctx.save();
    ctx.strokeStyle = "#38bdf8";
    ctx.shadowColor = "#38bdf8";
    ctx.shadowBlur = 12;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(0, TOP);
    ctx.lineTo(W, TOP);
    ctx.moveTo(0, BOTTOM);
    ctx.lineTo(W, BOTTOM);
    ctx.stroke();
    ctx.restore();
  }

  function drawScoreboard(ctx) {
    drawRobotHead(ctx, 250, 36, "#38bdf8", "#94a3b8");
    drawRobotHead(ctx, 550, 36, "#f43f5e", "#64748b");
    ctx.fillStyle = "#f8fafc";
    ctx.font = "bold 40px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(you), 330, 38);
    ctx.fillText(String(robot), 470, 38);
    ctx.font = "bold 14px system-ui, sans-serif";
    ctx.fillStyle = "#94a3b8";
    ctx.fillText("YOU", 170, 38);
    ctx.fillText("MK " + model, 630, 38);
    ctx.fillStyle = "#475569";
    ctx.fillText("vs", 400, 40);
  }

  function drawRobotHead(ctx, x, y, eyes, metal) {
    ctx.fillStyle = metal;
    ctx.fillRect(x - 22, y - 18, 44, 34);
    ctx.fillRect(x - 2, y - 28, 4, 10);
    ctx.fillStyle = eyes;
    ctx.beginPath();
    ctx.arc(x, y - 30, 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x - 9, y - 4, 6, 0, Math.PI * 2);
    ctx.arc(x + 9, y - 4, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#0f172a";
    ctx.fillRect(x - 12, y + 7, 24, 4);
  }

  function drawPaddle(ctx, x, y, colour, light) {
    ctx.save();
    ctx.shadowColor = colour;
    ctx.shadowBlur = 16;
    ctx.fillStyle = colour;
    ctx.fillRect(x - PADDLE_W / 2, y - PADDLE_H / 2, PADDLE_W, PADDLE_H);
    ctx.restore();
    ctx.fillStyle = light;
    ctx.fillRect(x - 2, y - PADDLE_H / 2 + 8, 4, PADDLE_H - 16);
    ctx.fillStyle = "#0f172a";
    for (var i = -2; i <= 2; i++) ctx.fillRect(x - PADDLE_W / 2, y + i * 16 - 1, PADDLE_W, 2);
  }

  function drawBall(ctx) {
    for (var i = ball.trail.length - 1; i >= 0; i--) {
      var t = ball.trail[i],
        share = 1 - i / ball.trail.length;
      ctx.fillStyle = "rgba(253, 224, 71," + (share * 0.45).toFixed(3) + ")";
      ctx.beginPath();
      ctx.arc(t.x, t.y, BALL_R * share, 0, Math.PI * 2);
      ctx.fill();
    }
    var glow = ctx.createRadialGradient(ball.x, ball.y, 1, ball.x, ball.y, BALL_R * 2.2);
    glow.addColorStop(0, "#fffbeb");
    glow.addColorStop(0.35, "#fde68a");
    glow.addColorStop(0.6, "rgba(250, 204, 21, .6)");
    glow.addColorStop(1, "rgba(250, 204, 21, 0)");
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(ball.x, ball.y, BALL_R * 2.2, 0, Math.PI * 2);
    ctx.fill();
    if (serveIn > 0) {
      ctx.strokeStyle = "rgba(253, 230, 138, .6)";
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, BALL_R + 6 + serveIn * 20, 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  function drawBanner(ctx) {
    ctx.globalAlpha = Math.min(1, banner.t * 1.5);
    ctx.fillStyle = "#fda4af";
    ctx.font = "bold 32px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(banner.text.toUpperCase(), W / 2, (TOP + BOTTOM) / 2 - 110);
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
