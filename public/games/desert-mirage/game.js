/*
 * Desert Mirage: an endless runner. The world scrolls past a fox that stays at one x; the ground rolls over
 * gentle dunes, obstacles stand on it, and the pace rises with the distance. The gap before each obstacle is
 * measured in time at the current speed, so there is always room to react.
 */
(function () {
  "use strict";

  var W = 800;
  var H = 450;
  var FOX_X = 150;
  var GRAVITY = 2500;
  var JUMP = 880;
  var SHORT_HOP = 420;
  var STAND = { w: 44, h: 40 };
  var DUCK = { w: 52, h: 22 };

  var stars = [];
  for (var i = 0; i < 90; i++) stars.push([Math.random() * W, Math.random() * 220, Math.random()]);

  var g;

  function reset() {
    g = {
      speed: 320,
      distance: 0,
      points: 0,
      y: 0, // height above the ground
      vy: 0,
      onGround: true,
      ducking: false,
      duckTimer: 0,
      jumpHeld: false,
      things: [],
      nextIn: 600,
      dust: [],
      dead: 0,
      stride: 0,
    };
  }

  // The dunes: a smooth rolling line in world coordinates.
  function ground(worldX) {
    return 372 + Math.sin(worldX * 0.004) * 10 + Math.sin(worldX * 0.0107 + 1.3) * 6;
  }

  function spawn() {
    var roll = Math.random();
    var owls = g.speed > 400;
    var kind;
    if (owls && roll < 0.22) kind = "owl";
    else if (roll < 0.5) kind = "cactus";
    else if (roll < 0.64) kind = "cacti";
    else if (roll < 0.78) kind = "scorpion";
    else kind = "tumbleweed";
    var x = g.distance + W + 60;
    var sizes = {
      cactus: { w: 26, h: 50 + Math.random() * 20 },
      cacti: { w: 64, h: 46 },
      scorpion: { w: 34, h: 18 },
      tumbleweed: { w: 34, h: 34 },
      owl: { w: 40, h: 24 },
    };
    var thing = { kind: kind, x: x, w: sizes[kind].w, h: sizes[kind].h, phase: Math.random() * 6 };
    // An owl flies at the height of a standing fox's head: duck under it.
    if (kind === "owl") thing.lift = 30 + Math.random() * 8;
    g.things.push(thing);
    if (Math.random() < 0.35) {
      g.things.push({
        kind: "light",
        x: x + 160 + Math.random() * 120,
        w: 20,
        h: 20,
        lift: 40 + Math.random() * 90,
        phase: Math.random() * 6,
      });
    }
    var reaction = Math.max(0.62, 1.15 - (g.speed - 320) / 900);
    g.nextIn = g.speed * (reaction + Math.random() * 0.9) + (kind === "cacti" ? 60 : 0);
  }

  function update(dt, api) {
    updateDust(dt);
    if (g.dead > 0) {
      g.dead -= dt;
      if (g.dead <= 0) api.gameOver("The mirage fades", "You ran " + Math.floor(g.distance / 40) + " metres.");
      return;
    }
    g.speed = Math.min(760, 320 + g.distance / 55);
    var step = g.speed * dt;
    g.distance += step;
    g.points += step / 40;
    g.stride += step;
    g.nextIn -= step;
    if (g.nextIn <= 0) spawn();

    var wantsDuck = api.held("down") || g.duckTimer > 0;
    if (g.duckTimer > 0) g.duckTimer -= dt;
    var wantsJump = api.held("up") || api.held("action");
    if (wantsJump && g.onGround && !g.jumpHeld) jump(api);
    g.jumpHeld = wantsJump;
    if (!wantsJump && g.vy < -SHORT_HOP) g.vy = -SHORT_HOP; // let go early for a short hop
    if (!g.onGround) {
      g.vy += GRAVITY * (wantsDuck ? 2.6 : 1) * dt;
      g.y -= g.vy * dt;
      if (g.y <= 0) {
        g.y = 0;
        g.vy = 0;
        g.onGround = true;
        puff(4);
      }
    }
    g.ducking = wantsDuck && g.onGround;

    for (var k = g.things.length - 1; k >= 0; k--) {
      var t = g.things[k];
      if (t.kind === "tumbleweed") t.x -= 70 * dt; // it rolls towards the fox too
      if (t.kind === "owl") t.x -= 40 * dt;
      if (t.x - g.distance < -120 || t.taken) {
        g.things.splice(k, 1);
        continue;
      }
      if (hits(t)) {
        if (t.kind === "light") {
          t.taken = true;
          g.points += 25;
          api.sound.tone(988, 0.12, { type: "sine", volume: 0.18 });
          api.sound.tone(1480, 0.2, { type: "sine", volume: 0.14, at: api.sound.now() + 0.06 });
        } else {
          crash(api);
          return;
        }
      }
    }
    if (g.onGround && !g.ducking && Math.floor(g.stride / 120) !== Math.floor((g.stride - step) / 120)) puff(1);
    api.setScore(g.points);
  }

  function jump(api) {
    g.vy = -JUMP;
    g.onGround = false;
    g.ducking = false;
    api.sound.tone(330, 0.14, { type: "square", volume: 0.08, slideTo: 660 });
  }

  function foxBox() {
    var size = g.ducking ? DUCK : STAND;
    var base = ground(g.distance + FOX_X);
    return { x1: FOX_X - size.w / 2 + 6, x2: FOX_X + size.w / 2 - 6, y2: base - g.y - 2, y1: base - g.y - size.h };
  }

  function thingBox(t) {
    var sx = t.x - g.distance;
    var base = ground(t.x);
    var bottom = base - (t.lift || 0) - (t.kind === "tumbleweed" ? Math.abs(Math.sin(t.x * 0.02)) * 18 : 0);
    var inset = t.kind === "light" ? -6 : 4;
    return { x1: sx - t.w / 2 + inset, x2: sx + t.w / 2 - inset, y1: bottom - t.h + inset, y2: bottom - inset / 2 };
  }

  function hits(t) {
    var a = foxBox();
    var b = thingBox(t);
    return a.x1 < b.x2 && a.x2 > b.x1 && a.y1 < b.y2 && a.y2 > b.y1;
  }

  function crash(api) {
    g.dead = 1;
    puff(16);
    api.sound.noise(0.35, { volume: 0.4, frequency: 600 });
    api.sound.tone(392, 0.6, { type: "triangle", volume: 0.2, slideTo: 98 });
  }

  function puff(n) {
    var base = ground(g.distance + FOX_X);
    for (var i = 0; i < n; i++) {
      g.dust.push({
        x: FOX_X - 10 + Math.random() * 14,
        y: base - 2,
        vx: -60 - Math.random() * 120,
        vy: -20 - Math.random() * 60,
        life: 0.5,
      });
    }
  }

  function updateDust(dt) {
    for (var i = g.dust.length - 1; i >= 0; i--) {
      var d = g.dust[i];
      d.x += d.vx * dt;
      d.y += d.vy * dt;
      d.vy += 120 * dt;
      d.life -= dt;
      if (d.life <= 0) g.dust.splice(i, 1);
    }
  }

  function press(x, y, api) {
    if (g.onGround && !g.dead) jump(api);
  }

  function swipe(dir, api) {
    if (dir === "down") g.duckTimer = 0.6;
    if (dir === "up" && g.onGround && !g.dead) jump(api);
  }

  // --- drawing ---

  function draw(ctx, api) {
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, "#1e1b4b");
    sky.addColorStop(0.55, "#4c1d95");
    sky.addColorStop(0.85, "#c2410c");
    sky.addColorStop(1, "#f97316");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    stars.forEach(function (s) {
      ctx.globalAlpha = 0.4 + 0.6 * Math.abs(Math.sin(api.time * (0.5 + s[2]) + s[0]));
      ctx.fillStyle = "#fff";
      ctx.fillRect(s[0], s[1], s[2] > 0.85 ? 2 : 1, s[2] > 0.85 ? 2 : 1);
    });
    ctx.globalAlpha = 1;
    var halo = ctx.createRadialGradient(640, 90, 20, 640, 90, 90);
    halo.addColorStop(0, "rgba(254, 243, 199, .35)");
    halo.addColorStop(1, "rgba(254, 243, 199, 0)");
    ctx.fillStyle = halo;
    ctx.fillRect(550, 0, 180, 180);
    ctx.fillStyle = "#fef3c7";
    ctx.beginPath();
    ctx.arc(640, 90, 24, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "rgba(217, 199, 150, .6)";
    ctx.beginPath();
    ctx.arc(632, 84, 5, 0, Math.PI * 2);
    ctx.arc(648, 98, 4, 0, Math.PI * 2);
    ctx.arc(646, 80, 2.5, 0, Math.PI * 2);
    ctx.fill();

    // Far: pyramids and the lights of a lost city; middle: two layers of dunes.
    var far = (g.distance * 0.08) % 1200;
    ctx.fillStyle = "#3b0764";
    for (var p = -1; p < 2; p++) {
      var px = 300 + p * 1200 - far;
      tri(ctx, px, 300, 110, 90);
      tri(ctx, px + 130, 300, 70, 58);
      ctx.fillStyle = "rgba(253, 224, 71," + (0.5 + 0.4 * Math.sin(api.time * 3 + p)) + ")";
      for (var l = 0; l < 5; l++) ctx.fillRect(px + 260 + l * 18, 290 - (l % 3) * 6, 4, 4);
      ctx.fillStyle = "#3b0764";
    }
    dunes(ctx, 0.25, 318, 16, "#581c87");
    dunes(ctx, 0.5, 340, 12, "#6b21a8");

    ctx.beginPath();
    ctx.moveTo(0, H);
    for (var x = 0; x <= W; x += 10) ctx.lineTo(x, ground(g.distance + x));
    ctx.lineTo(W, H);
    ctx.closePath();
    var sand = ctx.createLinearGradient(0, 350, 0, H);
    sand.addColorStop(0, "#9a3412");
    sand.addColorStop(1, "#431407");
    ctx.fillStyle = sand;
    ctx.fill();
    ctx.strokeStyle = "#fdba74";
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = "rgba(253, 186, 116, .25)";
    for (var r = 0; r < 14; r++) {
      var rx = ((((r * 173 - g.distance) % (W + 40)) + W + 40) % (W + 40)) - 20;
      ctx.fillRect(rx, ground(g.distance + rx) + 24 + (r % 4) * 12, 18, 2);
    }

    g.things.forEach(function (t) {
      drawThing(ctx, t, api.time);
    });
    drawFox(ctx);
    g.dust.forEach(function (d) {
      ctx.globalAlpha = Math.max(0, d.life * 2);
      ctx.fillStyle = "#fed7aa";
      ctx.fillRect(d.x, d.y, 3, 3);
    });
    ctx.globalAlpha = 1;
    ctx.font = "600 14px system-ui, sans-serif";
    ctx.fillStyle = "rgba(255, 237, 213, .85)";
    ctx.textAlign = "center";
    ctx.fillText(Math.floor(g.distance / 40) + " m", W / 2, 30);
    ctx.textAlign = "left";
  }

  function tri(ctx, x, base, half, h) {
    ctx.beginPath();
    ctx.moveTo(x - half, base);
    ctx.lineTo(x, base - h);
    ctx.lineTo(x + half, base);
    ctx.fill();
  }

  function dunes(ctx, parallax, y, amp, color) {
    var off = g.distance * parallax;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (var x = 0; x <= W; x += 16)
      ctx.lineTo(x, y + Math.sin((x + off) * 0.006) * amp + Math.sin((x + off) * 0.017) * amp * 0.4);
    ctx.lineTo(W, H);
    ctx.fill();
  }

  function drawThing(ctx, t, time) {
    var b = thingBox(t);
    var cx = (b.x1 + b.x2) / 2;
    var bottom = ground(t.x) - (t.lift || 0);
    ctx.save();
    switch (t.kind) {
      case "cactus":
        cactus(ctx, cx, bottom, t.h);
        break;
      case "cacti":
        cactus(ctx, cx - 18, bottom, t.h);
        cactus(ctx, cx + 16, bottom, t.h * 0.75);
        break;
      case "scorpion":
        ctx.fillStyle = "#1c1917";
        ctx.beginPath();
        ctx.ellipse(cx, bottom - 6, 14, 6, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = "#1c1917";
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(cx + 12, bottom - 6);
        ctx.quadraticCurveTo(cx + 24, bottom - 26, cx + 10, bottom - 22);
        ctx.stroke();
        ctx.beginPath();
        ctx.moveTo(cx - 12, bottom - 6);
        ctx.lineTo(cx - 20, bottom - 12);
        ctx.stroke();
        break;
      case "tumbleweed":
        var hop = Math.abs(Math.sin(t.x * 0.02)) * 18;
        ctx.translate(cx, bottom - 17 - hop);
        ctx.rotate(-t.x * 0.05);
        ctx.strokeStyle = "#a16207";
        ctx.lineWidth = 2;
        for (var k = 0; k < 6; k++) {
          ctx.rotate(Math.PI / 3);
          ctx.beginPath();
          ctx.ellipse(0, 0, 17, 8, 0, 0, Math.PI * 2);
          ctx.stroke();
        }
        break;
      case "owl":
        var flap = Math.sin(time * 14 + t.phase) * 10;
        var oy = bottom - 12;
        ctx.fillStyle = "#78716c";
        ctx.beginPath();
        ctx.moveTo(cx - 4, oy);
        ctx.lineTo(cx - 24, oy - flap);
        ctx.lineTo(cx - 10, oy + 6);
        ctx.moveTo(cx + 4, oy);
        ctx.lineTo(cx + 24, oy - flap);
        ctx.lineTo(cx + 10, oy + 6);
        ctx.fill();
        ctx.fillStyle = "#a8a29e";
        ctx.beginPath();
        ctx.ellipse(cx, oy + 2, 11, 12, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = "#fde047";
        ctx.beginPath();
        ctx.arc(cx - 5, oy - 2, 3.5, 0, Math.PI * 2);
        ctx.arc(cx + 5, oy - 2, 3.5, 0, Math.PI * 2);
        ctx.fill();
        break;
      default: // a mirage light
        var glow = ctx.createRadialGradient(cx, bottom - 10, 0, cx, bottom - 10, 20);
        glow.addColorStop(0, "rgba(254, 249, 195, 1)");
        glow.addColorStop(0.4, "rgba(250, 204, 21, .8)");
        glow.addColorStop(1, "rgba(250, 204, 21, 0)");
        ctx.fillStyle = glow;
        ctx.beginPath();
        ctx.arc(cx, bottom - 10 + Math.sin(time * 4 + t.phase) * 4, 20, 0, Math.PI * 2);
        ctx.fill();
    }
    ctx.restore();
  }

  function cactus(ctx, x, bottom, h) {
    ctx.fillStyle = "#166534";
    ctx.strokeStyle = "#052e16";
    ctx.lineWidth = 2;
    roundedBar(ctx, x - 7, bottom - h, 14, h);
    roundedBar(ctx, x - 19, bottom - h * 0.7, 8, h * 0.35);
    ctx.fillRect(x - 13, bottom - h * 0.42, 8, 7);
    roundedBar(ctx, x + 11, bottom - h * 0.8, 8, h * 0.3);
    ctx.fillRect(x + 5, bottom - h * 0.55, 8, 7);
  }

  function roundedBar(ctx, x, y, w, h) {
    ctx.beginPath();
    ctx.moveTo(x, y + h);
    ctx.lineTo(x, y + w / 2);
    ctx.arc(x + w / 2, y + w / 2, w / 2, Math.PI, 0);
    ctx.lineTo(x + w, y + h);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }

  function drawFox(ctx) {
    var base = ground(g.distance + FOX_X) - g.y;
    var slope = (ground(g.distance + FOX_X + 10) - ground(g.distance + FOX_X - 10)) / 20;
    var legs = g.onGround ? Math.sin(g.stride * 0.06) : 0.6;
    ctx.save();
    ctx.translate(FOX_X, base);
    ctx.rotate(g.onGround ? Math.atan(slope) : Math.max(-0.3, Math.min(0.3, g.vy / 3000)));
    if (g.dead > 0) {
      ctx.rotate(Math.PI * 0.5 * (1 - g.dead));
      ctx.globalAlpha = Math.max(0.2, g.dead);
    }
    var duck = g.ducking;
    var bodyY = duck ? -11 : -20;
    ctx.fillStyle = "#fb923c";
    // Tail.
    ctx.beginPath();
    ctx.moveTo(-16, bodyY);
    ctx.quadraticCurveTo(-36, bodyY - 14 + legs * 3, -40, bodyY + 2);
    ctx.quadraticCurveTo(-30, bodyY + 8, -16, bodyY + 4);
    ctx.fill();
    ctx.fillStyle = "#fff7ed";
    ctx.beginPath();
    ctx.arc(-38, bodyY, 4, 0, Math.PI * 2);
    ctx.fill();
    // Legs.
    ctx.strokeStyle = "#c2410c";
    ctx.lineWidth = 4;
    ctx.lineCap = "round";
    ctx.beginPath();
    if (duck) {
      ctx.moveTo(-10, -4);
      ctx.lineTo(-18, 0);
      ctx.moveTo(10, -4);
      ctx.lineTo(20, 0);
    } else {
      ctx.moveTo(-10, -12);
      ctx.lineTo(-10 - legs * 8, -1);
      ctx.moveTo(-6, -12);
      ctx.lineTo(-6 + legs * 8, -1);
      ctx.moveTo(8, -12);
      ctx.lineTo(8 + legs * 8, -1);
      ctx.moveTo(12, -12);
      ctx.lineTo(12 - legs * 8, -1);
    }
    ctx.stroke();
    // Body and head.
    ctx.fillStyle = "#fb923c";
    ctx.beginPath();
    ctx.ellipse(0, bodyY, duck ? 22 : 18, duck ? 8 : 10, 0, 0, Math.PI * 2);
    ctx.fill();
    var hx = duck ? 24 : 18;
    var hy = duck ? bodyY - 2 : bodyY - 10;
    ctx.beginPath();
    ctx.moveTo(hx - 6, hy - 4);
    ctx.lineTo(hx - 10, hy - 22);
    ctx.lineTo(hx, hy - 8);
    ctx.moveTo(hx + 2, hy - 6);
    ctx.lineTo(hx + 6, hy - 24);
    ctx.lineTo(hx + 10, hy - 6);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(hx + 2, hy, 9, 8, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(hx + 8, hy - 2);
    ctx.lineTo(hx + 18, hy + 3);
    ctx.lineTo(hx + 8, hy + 6);
    ctx.fill();
    ctx.fillStyle = "#fff7ed";
    ctx.beginPath();
    ctx.ellipse(hx + 6, hy + 4, 5, 3, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#1c1917";
    ctx.fillRect(hx + 4, hy - 3, 3, 3);
    ctx.fillRect(hx + 16, hy + 2, 3, 2);
    ctx.restore();
    ctx.globalAlpha = 1;
  }

  VWKit.arcade({ width: W, height: H, reset: reset, update: update, draw: draw, press: press, swipe: swipe });
})();
