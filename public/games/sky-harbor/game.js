/*
 * Sky Harbor: a flappy-style flyer. The airship falls; each burst of the burner lifts it. Columns of storm
 * cloud (above) and rock islands (below) scroll past with a gap between them; the gaps narrow and the wind
 * quickens with every point. The ship waits, bobbing, until the first burst.
 */
(function () {
  "use strict";

  var W = 480,
    H = 676;
  var SHIP_X = 130,
    SHIP_R = 17,
    SEA = H - 46;
  var GRAVITY = 1250,
    LIFT = -390,
    MAX_FALL = 620;
  var COLUMN_W = 80,
    SPACING = 250,
    FIRST_COLUMN = W + 60;
  var START_GAP = 215,
    MIN_GAP = 148,
    START_SPEED = 150,
    MAX_SPEED = 240,
    MAX_SHIFT = 170;
  var CARGO_CHANCE = 0.35;

  var ship, columns, speed, waiting, points, clouds, puffs, bob;

  function reset(kit) {
    ship = { y: H * 0.42, vy: 0, tilt: 0, flame: 0 };
    columns = [];
    points = 0;
    speed = START_SPEED;
    waiting = true;
    puffs = [];
    bob = 0;
    if (!clouds) clouds = makeClouds();
    var x = FIRST_COLUMN;
    for (var i = 0; i < 3; i++, x += SPACING) columns.push(makeColumn(x, i === 0 ? H * 0.45 : null));
    kit.status("");
  }

  function makeClouds() {
    var list = [];
    for (var i = 0; i < 9; i++) {
      list.push({ x: Math.random() * W, y: 40 + Math.random() * (H - 200), s: 0.5 + Math.random() * 0.9, far: i < 5 });
    }
    return list;
  }

  function gapSize() {
    return Math.max(MIN_GAP, START_GAP - points * 3);
  }

  // The first gap sits in the middle; each next one is within reach of the one before.
  function makeColumn(x, centre) {
    var gap = gapSize(),
      low = 60 + gap / 2,
      high = SEA - 40 - gap / 2;
    if (centre === null) {
      var previous = columns.length ? columns[columns.length - 1].centre : H / 2;
      centre = previous + (Math.random() * 2 - 1) * MAX_SHIFT;
    }
    centre = Math.max(low, Math.min(high, centre));
    return {
      x: x,
      centre: centre,
      gap: gap,
      passed: false,
      house: Math.random() < 0.5,
      seed: Math.random(),
      cargo: Math.random() < CARGO_CHANCE ? { y: centre + (Math.random() * 2 - 1) * gap * 0.2, taken: false } : null,
    };
  }

  // ---- input

  function lift(kit) {
    waiting = false;
    ship.vy = LIFT;
    ship.flame = 1;
    kit.tone(180, 0.12, { type: "sawtooth", to: 320, volume: 0.12 });
    puffs.push({ x: SHIP_X - 30, y: ship.y + 10, r: 6, life: 0.6 });
  }

  function press(name, repeat, kit) {
    if (repeat) return;
    if (name === "action" || name === "up") lift(kit);
  }

  function pointer(type, x, y, e, kit) {
    if (type === "down") lift(kit);
  }

  // ---- rules

  function update(dt, kit) {
    bob += dt;
    ship.flame = Math.max(0, ship.flame - dt * 3);
    if (waiting) {
      ship.y = H * 0.42 + Math.sin(bob * 3) * 8;
      return;
    }
    ship.vy = Math.min(MAX_FALL, ship.vy + GRAVITY * dt);
    ship.y += ship.vy * dt;
    ship.tilt = Math.max(-0.35, Math.min(0.5, ship.vy / 900));
    if (ship.y < SHIP_R) {
      ship.y = SHIP_R;
      ship.vy = 0;
    }
    if (ship.y > SEA - SHIP_R) return crash(kit, "Lost in the clouds");

    columns.forEach(function (c) {
      c.x -= speed * dt;
    });
    if (columns[0].x < -COLUMN_W - 20) {
      columns.shift();
      columns.push(makeColumn(columns[columns.length - 1].x + SPACING, null));
    }
    for (var i = 0; i < columns.length; i++) {
      var c = columns[i];
      var hit = hitsColumn(c);
      if (hit) return crash(kit, hit === "cloud" ? "Caught in a storm cloud" : "Crashed into a sky island");
      if (c.cargo && !c.cargo.taken && Math.hypot(c.x + COLUMN_W / 2 - SHIP_X, c.cargo.y - ship.y) < SHIP_R + 14) {
        c.cargo.taken = true;
        kit.add(2);
        kit.tone(880, 0.06, { type: "triangle", volume: 0.2 });
        kit.tone(1320, 0.08, { type: "triangle", volume: 0.2, delay: 0.06 });
      }
      if (!c.passed && c.x + COLUMN_W < SHIP_X - SHIP_R) {
        c.passed = true;
        points++;
        speed = Math.min(MAX_SPEED, START_SPEED + points * 3);
        kit.add(1);
        kit.tone(660, 0.07, { type: "square", volume: 0.12 });
      }
    }
  }

  // The ship is a circle for the envelope; columns are rectangles, a little forgiving at the corners.
  // Answers what was hit: "cloud" (above the gap), "island" (below it) or "" (nothing).
  function hitsColumn(c) {
    var left = c.x + 4,
      right = c.x + COLUMN_W - 4;
    var nearestX = Math.max(left, Math.min(SHIP_X, right));
    if (Math.abs(nearestX - SHIP_X) >= SHIP_R) return "";
    var top = c.centre - c.gap / 2,
      bottom = c.centre + c.gap / 2;
    var dx = nearestX - SHIP_X;
    var reach = Math.sqrt(SHIP_R * SHIP_R - dx * dx) - 2;
    if (ship.y - reach < top) return "cloud";
    return ship.y + reach > bottom ? "island" : "";
  }

  function crash(kit, why) {
    kit.noise(0.4, 0.3);
    kit.tone(220, 0.4, { type: "sawtooth", to: 60, volume: 0.2 });
    for (var i = 0; i < 14; i++)
      puffs.push({
        x: SHIP_X + (Math.random() - 0.5) * 40,
        y: ship.y + (Math.random() - 0.5) * 30,
        r: 6 + Math.random() * 8,
        life: 0.8,
      });
    kit.over(why);
  }

  function ambient(dt, kit) {
    var drift = kit.state === "playing" && !waiting ? speed : 30;
    clouds.forEach(function (c) {
      c.x -= drift * (c.far ? 0.15 : 0.35) * dt;
      if (c.x < -120) {
        c.x = W + 60 + Math.random() * 80;
        c.y = 40 + Math.random() * (H - 200);
      }
    });
    for (var i = puffs.length - 1; i >= 0; i--) {
      puffs[i].life -= dt;
      puffs[i].r += 14 * dt;
      puffs[i].x -= 40 * dt;
      if (puffs[i].life <= 0) puffs.splice(i, 1);
    }
  }

  // ---- drawing

  function draw(ctx, kit) {
    drawSky(ctx);
    columns.forEach(function (c) {
      drawColumn(ctx, c);
    });
    drawSea(ctx);
    puffs.forEach(function (p) {
      ctx.fillStyle = "rgba(255,255,255," + (p.life * 0.9).toFixed(3) + ")";
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      ctx.fill();
    });
    drawShip(ctx);
    ctx.fillStyle = "#fff";
    ctx.strokeStyle = "rgba(12, 74, 110, .8)";
    ctx.lineWidth = 6;
    ctx.font = "bold 52px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.strokeText(String(kit.score), W / 2, 60);
    ctx.fillText(String(kit.score), W / 2, 60);
    if (waiting && kit.state === "playing") {
      ctx.font = "bold 22px system-ui, sans-serif";
      ctx.lineWidth = 5;
      ctx.strokeText("Tap or press Space to lift", W / 2, H * 0.62);
      ctx.fillText("Tap or press Space to lift", W / 2, H * 0.62);
    }
  }

  function drawSky(ctx) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#38bdf8");
    sky.addColorStop(1, "#c4b5fd");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "rgba(254, 243, 199, .8)";
    ctx.beginPath();
    ctx.arc(W - 70, 110, 34, 0, Math.PI * 2);
    ctx.fill();
    clouds.forEach(function (c) {
      ctx.fillStyle = c.far ? "rgba(255,255,255,.45)" : "rgba(255,255,255,.8)";
      cloud(ctx, c.x, c.y, c.s);
    });
  }

  function cloud(ctx, x, y, s) {
    ctx.beginPath();
    ctx.ellipse(x, y, 50 * s, 14 * s, 0, 0, Math.PI * 2);
    ctx.ellipse(x + 26 * s, y - 8 * s, 30 * s, 14 * s, 0, 0, Math.PI * 2);
    ctx.ellipse(x - 22 * s, y - 6 * s, 24 * s, 11 * s, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  function drawColumn(ctx, c) {
    var top = c.centre - c.gap / 2,
      bottom = c.centre + c.gap / 2,
      x = c.x;
    // Above: a column of storm cloud with a dark, rolling underside.
    ctx.fillStyle = "#64748b";
    ctx.fillRect(x + 8, 0, COLUMN_W - 16, top - 14);
    ctx.fillStyle = "#475569";
    for (var i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.arc(x + 10 + (i * (COLUMN_W - 20)) / 3, top - 14, 14, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = "#94a3b8";
    for (i = 0; i < 3; i++) {
      ctx.beginPath();
      ctx.arc(x + 18 + i * 22, top - 34 - (i % 2) * 8, 16, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = "#fde047";
    ctx.beginPath();
    ctx.moveTo(x + COLUMN_W * 0.55, top - 6);
    ctx.lineTo(x + COLUMN_W * 0.45, top + 4);
    ctx.lineTo(x + COLUMN_W * 0.52, top + 4);
    ctx.lineTo(x + COLUMN_W * 0.42, top + 16);
    ctx.lineTo(x + COLUMN_W * 0.6, top + 1);
    ctx.lineTo(x + COLUMN_W * 0.53, top + 1);
    ctx.closePath();
    ctx.globalAlpha = 0.3 + 0.7 * Math.max(0, Math.sin(bob * 2 + c.seed * 9));
    ctx.fill();
    ctx.globalAlpha = 1;
    // Below: a rock island standing on the cloud sea, grass on top and sometimes a harbour house.
    ctx.fillStyle = "#5b21b6";
    ctx.beginPath();
    ctx.moveTo(x - 6, bottom + 10);
    ctx.lineTo(x + COLUMN_W + 6, bottom + 10);
    ctx.lineTo(x + COLUMN_W - 8, SEA);
    ctx.lineTo(x + 8, SEA);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#6d28d9";
    ctx.fillRect(x + 12, bottom + 14, 14, SEA - bottom - 14);
    ctx.strokeStyle = "#4c1d95";
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (var y = bottom + 70 + c.seed * 30; y < SEA - 20; y += 56) {
      ctx.moveTo(x + 30, y);
      ctx.lineTo(x + COLUMN_W - 14, y + 8);
    }
    ctx.stroke();
    ctx.fillStyle = "#22c55e";
    ctx.beginPath();
    ctx.moveTo(x - 8, bottom + 12);
    ctx.quadraticCurveTo(x + COLUMN_W / 2, bottom - 8, x + COLUMN_W + 8, bottom + 12);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#16a34a";
    ctx.fillRect(x - 8, bottom + 8, COLUMN_W + 16, 6);
    // Some islands have a harbour dwelling cut into the cliff: a round door and a lit window.
    if (c.house && bottom + 60 < SEA) {
      ctx.fillStyle = "#78350f";
      ctx.beginPath();
      ctx.arc(x + COLUMN_W - 30, bottom + 42, 8, Math.PI, 0);
      ctx.fillRect(x + COLUMN_W - 38, bottom + 42, 16, 10);
      ctx.fill();
      ctx.fillStyle = "#fde68a";
      ctx.fillRect(x + COLUMN_W - 58, bottom + 30, 10, 9);
    }
    if (c.cargo && !c.cargo.taken) drawCargo(ctx, x + COLUMN_W / 2, c.cargo.y);
  }

  function drawCargo(ctx, x, y) {
    var lift = Math.sin(bob * 4 + x) * 3;
    ctx.strokeStyle = "#fef3c7";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x, y - 10 + lift);
    ctx.lineTo(x, y - 22 + lift);
    ctx.stroke();
    ctx.fillStyle = "#f472b6";
    ctx.beginPath();
    ctx.arc(x, y - 26 + lift, 7, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#b45309";
    ctx.fillRect(x - 10, y - 10 + lift, 20, 18);
    ctx.strokeStyle = "#78350f";
    ctx.strokeRect(x - 10, y - 10 + lift, 20, 18);
    ctx.beginPath();
    ctx.moveTo(x - 10, y - 10 + lift);
    ctx.lineTo(x + 10, y + 8 + lift);
    ctx.stroke();
  }

  function drawSea(ctx) {
    ctx.fillStyle = "#f8fafc";
    ctx.fillRect(0, SEA + 10, W, H - SEA);
    for (var x = -20; x < W + 40; x += 40) {
      var wave = (bob * 30) % 40;
      ctx.beginPath();
      ctx.arc(x - wave, SEA + 12, 24, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function drawShip(ctx) {
    ctx.save();
    ctx.translate(SHIP_X, ship.y);
    ctx.rotate(ship.tilt);
    ctx.strokeStyle = "#78350f";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(-16, 10);
    ctx.lineTo(-10, 22);
    ctx.moveTo(16, 10);
    ctx.lineTo(10, 22);
    ctx.stroke();
    ctx.fillStyle = "#7c2d12";
    ctx.fillRect(-14, 20, 28, 10);
    ctx.fillStyle = "#fde68a";
    ctx.fillRect(-9, 23, 5, 4);
    ctx.fillRect(2, 23, 5, 4);
    ctx.fillStyle = "#f59e0b";
    ctx.beginPath();
    ctx.ellipse(0, 0, 30, 15, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = "#b45309";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(-30, 0);
    ctx.lineTo(30, 0);
    ctx.moveTo(0, -15);
    ctx.lineTo(0, 15);
    ctx.stroke();
    ctx.fillStyle = "#fbbf24";
    ctx.beginPath();
    ctx.ellipse(-8, -6, 12, 4, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#dc2626";
    ctx.beginPath();
    ctx.moveTo(-28, -2);
    ctx.lineTo(-40, -12);
    ctx.lineTo(-40, 8);
    ctx.closePath();
    ctx.fill();
    // The propeller spins; the burner flares on each lift.
    var blade = Math.abs(Math.sin(bob * 30)) * 9;
    ctx.fillStyle = "#475569";
    ctx.fillRect(-46, -blade - 1, 3, blade * 2 + 2);
    if (ship.flame > 0) {
      ctx.fillStyle = "rgba(249, 115, 22," + ship.flame.toFixed(3) + ")";
      ctx.beginPath();
      ctx.moveTo(-5, 18);
      ctx.lineTo(0, 8 - ship.flame * 6);
      ctx.lineTo(5, 18);
      ctx.fill();
    }
    ctx.restore();
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
