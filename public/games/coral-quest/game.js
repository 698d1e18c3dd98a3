/*
 * Coral Quest: a memory match of sea creatures. Each reef is a grid of shells hiding pairs; the diver's air
 * drains all the time and each pair found gives some back. A cleared reef turns the leftover air into points
 * and leads to a bigger reef with less air to spare.
 */
(function () {
  "use strict";

  var W = 800,
    H = 556;
  var TOP = 58,
    GAP = 12;
  var SHOW_MISMATCH = 0.9,
    FLIP_SECONDS = 0.22,
    AIR_PER_PAIR = 3,
    NEXT_REEF_DELAY = 1.4;
  var REEFS = [
    { pairs: 6, cols: 4 },
    { pairs: 8, cols: 4 },
    { pairs: 10, cols: 5 },
    { pairs: 12, cols: 6 },
  ];
  var CREATURES = [
    "fish",
    "crab",
    "octopus",
    "turtle",
    "starfish",
    "jellyfish",
    "seahorse",
    "puffer",
    "whale",
    "clam",
    "ray",
    "shrimp",
  ];
  var TINTS = {
    fish: "#ffedd5",
    crab: "#fee2e2",
    octopus: "#f3e8ff",
    turtle: "#dcfce7",
    starfish: "#fef9c3",
    jellyfish: "#fce7f3",
    seahorse: "#fef3c7",
    puffer: "#ecfccb",
    whale: "#dbeafe",
    clam: "#f5f5f4",
    ray: "#ccfbf1",
    shrimp: "#ffe4e6",
  };

  var reef, cards, layout, open, wait, air, airMax, streak, found, cursor, nextReefIn, banner;
  var bubbles = [];
  var clock = 0;

  function reset(kit) {
    reef = 0;
    if (!bubbles.length) for (var i = 0; i < 30; i++) bubbles.push(newBubble(Math.random() * H));
    dealReef(kit);
  }

  function dealReef(kit) {
    var shape = REEFS[Math.min(reef, REEFS.length - 1)];
    var kinds = shuffle(CREATURES.slice()).slice(0, shape.pairs);
    var deck = shuffle(kinds.concat(kinds));
    var rows = Math.ceil(deck.length / shape.cols);
    var cardH = Math.min((H - TOP - GAP * (rows + 1)) / rows, (W - GAP * (shape.cols + 1)) / shape.cols / 0.8);
    var cardW = cardH * 0.8;
    var left = (W - (shape.cols * cardW + (shape.cols - 1) * GAP)) / 2;
    var top = TOP + (H - TOP - (rows * cardH + (rows - 1) * GAP)) / 2;
    layout = { cols: shape.cols, rows: rows, w: cardW, h: cardH };
    cards = deck.map(function (kind, i) {
      var c = i % shape.cols,
        r = Math.floor(i / shape.cols);
      return {
        kind: kind,
        x: left + c * (cardW + GAP),
        y: top + r * (cardH + GAP),
        flip: 0,
        up: false,
        matched: false,
        glow: 0,
      };
    });
    open = [];
    wait = 0;
    streak = 0;
    found = 0;
    cursor = cursor === undefined ? 0 : Math.min(cursor, cards.length - 1);
    // Bigger reefs give more air, but less per pair each time round.
    airMax = shape.pairs * Math.max(3.5, 5.5 - reef * 0.5) + 20;
    air = airMax;
    nextReefIn = 0;
    banner = { text: "Reef " + (reef + 1), t: 1.6 };
    showStatus(kit);
  }

  function newBubble(y) {
    return { x: Math.random() * W, y: y, r: 1.5 + Math.random() * 4, v: 12 + Math.random() * 28 };
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

  function showStatus(kit) {
    kit.status("Reef " + (reef + 1) + " · Pairs " + found + "/" + cards.length / 2);
  }

  // ---- input

  function press(name, repeat, kit) {
    var cols = layout.cols,
      n = cards.length;
    if (name === "left") cursor = (cursor - 1 + n) % n;
    if (name === "right") cursor = (cursor + 1) % n;
    if (name === "up") cursor = (cursor - cols + n) % n;
    if (name === "down") cursor = (cursor + cols) % n;
    if (name === "action" && !repeat) turn(cursor, kit);
  }

  function pointer(type, x, y, e, kit) {
    var i = cardAt(x, y);
    if (i < 0) return;
    cursor = i;
    if (type === "down") turn(i, kit);
  }

  function cardAt(x, y) {
    for (var i = 0; i < cards.length; i++) {
      var c = cards[i];
      if (x >= c.x && x <= c.x + layout.w && y >= c.y && y <= c.y + layout.h) return i;
    }
    return -1;
  }

  function turn(i, kit) {
    if (nextReefIn > 0) return;
    var card = cards[i];
    if (card.matched || card.up) return;
    // A player who does not wait for a wrong pair to turn back turns it back at once.
    if (open.length === 2) hideOpenPair();
    card.up = true;
    open.push(card);
    kit.tone(700, 0.05, { type: "sine", volume: 0.12 });
    if (open.length === 2) judge(kit);
  }

  function judge(kit) {
    var a = open[0],
      b = open[1];
    if (a.kind !== b.kind) {
      streak = 0;
      wait = SHOW_MISMATCH;
      kit.tone(220, 0.12, { type: "triangle", volume: 0.12, delay: 0.12 });
      return;
    }
    a.matched = b.matched = true;
    a.glow = b.glow = 1;
    open = [];
    found++;
    kit.add(50 + 25 * streak);
    streak++;
    air = Math.min(airMax, air + AIR_PER_PAIR);
    kit.tone(660, 0.1, { type: "triangle", volume: 0.2, delay: 0.1 });
    kit.tone(880, 0.14, { type: "triangle", volume: 0.2, delay: 0.2 });
    showStatus(kit);
    if (found === cards.length / 2) reefCleared(kit);
  }

  function hideOpenPair() {
    open.forEach(function (c) {
      c.up = false;
    });
    open = [];
    wait = 0;
  }

  function reefCleared(kit) {
    var bonus = Math.ceil(air) * 10 * (reef + 1);
    kit.add(bonus);
    banner = { text: "Reef restored! +" + bonus, t: NEXT_REEF_DELAY + 0.4 };
    nextReefIn = NEXT_REEF_DELAY;
    [523, 659, 784, 1047].forEach(function (f, i) {
      kit.tone(f, 0.16, { type: "triangle", volume: 0.22, delay: 0.25 + i * 0.1 });
    });
  }

  // ---- time

  function update(dt, kit) {
    if (nextReefIn > 0) {
      nextReefIn -= dt;
      if (nextReefIn <= 0) {
        reef++;
        dealReef(kit);
      }
      return;
    }
    if (wait > 0) {
      wait -= dt;
      if (wait <= 0) hideOpenPair();
    }
    air -= dt;
    if (air <= 0) {
      air = 0;
      kit.noise(0.5, 0.15);
      kit.over("Out of air");
    }
  }

  function ambient(dt) {
    clock += dt;
    cards.forEach(function (c) {
      var target = c.up || c.matched ? 1 : 0;
      if (c.flip < target) c.flip = Math.min(1, c.flip + dt / FLIP_SECONDS);
      if (c.flip > target) c.flip = Math.max(0, c.flip - dt / FLIP_SECONDS);
      if (c.glow > 0) c.glow = Math.max(0, c.glow - dt);
    });
    for (var i = 0; i < bubbles.length; i++) {
      bubbles[i].y -= bubbles[i].v * dt;
      if (bubbles[i].y < -10) bubbles[i] = newBubble(H + 10);
    }
    if (banner) {
      banner.t -= dt;
      if (banner.t <= 0) banner = null;
    }
  }

  // ---- drawing

  function draw(ctx, kit) {
    drawSea(ctx);
    drawAir(ctx);
    cards.forEach(function (c, i) {
      drawCard(ctx, c, kit.state === "playing" && i === cursor);
    });
    if (banner) drawBanner(ctx);
  }

  function drawSea(ctx) {
    var sea = ctx.createLinearGradient(0, 0, 0, H);
    sea.addColorStop(0, "#0891b2");
    sea.addColorStop(1, "#164e63");
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "rgba(255, 255, 255, .07)";
    [
      [80, 40],
      [300, 60],
      [560, 50],
    ].forEach(function (ray, i) {
      var sway = Math.sin(clock * 0.4 + i) * 20;
      ctx.beginPath();
      ctx.moveTo(ray[0] + sway, 0);
      ctx.lineTo(ray[0] + ray[1] + sway, 0);
      ctx.lineTo(ray[0] + ray[1] * 3, H);
      ctx.lineTo(ray[0] + ray[1] * 1.5, H);
      ctx.fill();
    });
    ctx.fillStyle = "#fde68a";
    ctx.beginPath();
    ctx.moveTo(0, H);
    ctx.quadraticCurveTo(200, H - 40, 400, H - 14);
    ctx.quadraticCurveTo(600, H + 8, W, H - 30);
    ctx.lineTo(W, H);
    ctx.fill();
    ctx.strokeStyle = "rgba(224, 242, 254, .45)";
    ctx.lineWidth = 1.2;
    bubbles.forEach(function (b) {
      ctx.beginPath();
      ctx.arc(b.x + Math.sin(b.y / 30) * 4, b.y, b.r, 0, Math.PI * 2);
      ctx.stroke();
    });
  }

  function drawAir(ctx) {
    var share = airMax ? air / airMax : 1;
    var x = 150,
      y = 16,
      w = W - 300,
      h = 22;
    ctx.fillStyle = "rgba(8, 51, 68, .7)";
    roundRect(ctx, x, y, w, h, 11);
    ctx.fill();
    ctx.fillStyle = share > 0.35 ? "#67e8f9" : share > 0.15 ? "#fbbf24" : "#f87171";
    if (share > 0) {
      roundRect(ctx, x + 3, y + 3, Math.max(16, (w - 6) * share), h - 6, 8);
      ctx.fill();
    }
    ctx.fillStyle = "#ecfeff";
    ctx.font = "bold 14px system-ui, sans-serif";
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    ctx.fillText("Air", x - 10, y + h / 2);
    ctx.textAlign = "left";
    ctx.fillText(Math.ceil(air) + " s", x + w + 10, y + h / 2);
  }

  function drawCard(ctx, c, focused) {
    var w = layout.w,
      h = layout.h;
    var squeeze = Math.abs(Math.cos(c.flip * Math.PI));
    ctx.save();
    ctx.translate(c.x + w / 2, c.y + h / 2);
    if (focused) {
      ctx.strokeStyle = "#fde047";
      ctx.lineWidth = 4;
      roundRect(ctx, -w / 2 - 5, -h / 2 - 5, w + 10, h + 10, 14);
      ctx.stroke();
    }
    ctx.scale(Math.max(0.02, squeeze), 1);
    if (c.flip < 0.5) drawBack(ctx, w, h);
    else drawFace(ctx, c, w, h);
    ctx.restore();
  }

  function drawBack(ctx, w, h) {
    var g = ctx.createLinearGradient(0, -h / 2, 0, h / 2);
    g.addColorStop(0, "#0e7490");
    g.addColorStop(1, "#155e75");
    ctx.fillStyle = g;
    roundRect(ctx, -w / 2, -h / 2, w, h, 10);
    ctx.fill();
    ctx.strokeStyle = "#67e8f9";
    ctx.lineWidth = 2;
    ctx.stroke();
    // A branch of coral on every back.
    var s = w / 100;
    ctx.strokeStyle = "#f472b6";
    ctx.lineCap = "round";
    ctx.lineWidth = 6 * s;
    ctx.beginPath();
    ctx.moveTo(0, 30 * s);
    ctx.lineTo(0, -10 * s);
    ctx.moveTo(0, 10 * s);
    ctx.lineTo(-18 * s, -8 * s);
    ctx.lineTo(-20 * s, -26 * s);
    ctx.moveTo(0, 0);
    ctx.lineTo(16 * s, -16 * s);
    ctx.moveTo(-18 * s, -8 * s);
    ctx.lineTo(-30 * s, -14 * s);
    ctx.stroke();
    ctx.fillStyle = "rgba(224, 242, 254, .35)";
    [
      [22, 20, 4],
      [28, 6, 2.5],
      [-26, 26, 3],
    ].forEach(function (b) {
      ctx.beginPath();
      ctx.arc(b[0] * s, b[1] * s, b[2] * s, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  function drawFace(ctx, c, w, h) {
    ctx.fillStyle = TINTS[c.kind];
    roundRect(ctx, -w / 2, -h / 2, w, h, 10);
    ctx.fill();
    ctx.strokeStyle = c.matched ? "#facc15" : "#fff";
    ctx.lineWidth = c.matched ? 3 : 2;
    ctx.stroke();
    if (c.glow > 0) {
      ctx.fillStyle = "rgba(253, 224, 71," + (c.glow * 0.5).toFixed(3) + ")";
      roundRect(ctx, -w / 2, -h / 2, w, h, 10);
      ctx.fill();
    }
    var s = Math.min(w, h / 1.25) / 100;
    ctx.save();
    ctx.scale(s, s);
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    PAINT[c.kind](ctx);
    ctx.restore();
  }

  // ---- the creatures, each drawn in a box from -40 to 40

  function eye(ctx, x, y, r) {
    ctx.fillStyle = "#fff";
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#0f172a";
    ctx.beginPath();
    ctx.arc(x + r * 0.2, y, r * 0.55, 0, Math.PI * 2);
    ctx.fill();
  }

  function ellipse(ctx, x, y, rx, ry, rot, colour) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, rot || 0, 0, Math.PI * 2);
    ctx.fill();
  }

  function poly(ctx, points, colour) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    points.forEach(function (p, i) {
      if (i) ctx.lineTo(p[0], p[1]);
      else ctx.moveTo(p[0], p[1]);
    });
    ctx.closePath();
    ctx.fill();
  }

  function strokes(ctx, colour, width, paths) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    paths.forEach(function (path) {
      path.forEach(function (p, i) {
        if (i) ctx.lineTo(p[0], p[1]);
        else ctx.moveTo(p[0], p[1]);
      });
    });
    ctx.stroke();
  }

  var PAINT = {
    fish: function (ctx) {
      poly(
        ctx,
        [
          [18, 0],
          [40, -18],
          [40, 18],
        ],
        "#ea580c",
      );
      ellipse(ctx, -4, 0, 30, 20, 0, "#fb923c");
      strokes(ctx, "#fff", 5, [
        [
          [-12, -18],
          [-12, 18],
        ],
        [
          [4, -19],
          [4, 19],
        ],
      ]);
      poly(
        ctx,
        [
          [-6, -18],
          [8, -30],
          [14, -16],
        ],
        "#ea580c",
      );
      eye(ctx, -22, -5, 5);
    },
    crab: function (ctx) {
      strokes(ctx, "#b91c1c", 4, [
        [
          [-20, 8],
          [-34, 22],
        ],
        [
          [-16, 12],
          [-26, 28],
        ],
        [
          [20, 8],
          [34, 22],
        ],
        [
          [16, 12],
          [26, 28],
        ],
        [
          [-18, -6],
          [-28, -22],
        ],
        [
          [18, -6],
          [28, -22],
        ],
        [
          [-8, -12],
          [-8, -22],
        ],
        [
          [8, -12],
          [8, -22],
        ],
      ]);
      ellipse(ctx, -30, -26, 9, 7, -0.5, "#ef4444");
      ellipse(ctx, 30, -26, 9, 7, 0.5, "#ef4444");
      ellipse(ctx, 0, 2, 26, 17, 0, "#ef4444");
      eye(ctx, -8, -24, 4.5);
      eye(ctx, 8, -24, 4.5);
    },
    octopus: function (ctx) {
      strokes(ctx, "#7e22ce", 7, [
        [
          [-16, 8],
          [-26, 24],
          [-18, 34],
        ],
        [
          [-6, 10],
          [-8, 32],
        ],
        [
          [6, 10],
          [8, 32],
        ],
        [
          [16, 8],
          [26, 24],
          [18, 34],
        ],
      ]);
      ellipse(ctx, 0, -8, 24, 24, 0, "#a855f7");
      eye(ctx, -9, -6, 5);
      eye(ctx, 9, -6, 5);
      ellipse(ctx, -8, -22, 4, 3, 0, "#d8b4fe");
    },
    turtle: function (ctx) {
      ellipse(ctx, -22, -18, 9, 5, -0.7, "#4ade80");
      ellipse(ctx, 22, -18, 9, 5, 0.7, "#4ade80");
      ellipse(ctx, -20, 20, 9, 5, 0.7, "#4ade80");
      ellipse(ctx, 20, 20, 9, 5, -0.7, "#4ade80");
      ellipse(ctx, 0, -30, 9, 9, 0, "#4ade80");
      ellipse(ctx, 0, 0, 24, 28, 0, "#15803d");
      strokes(ctx, "#86efac", 2.5, [
        [
          [0, -16],
          [12, -8],
          [12, 8],
          [0, 16],
          [-12, 8],
          [-12, -8],
          [0, -16],
        ],
        [
          [0, -16],
          [0, -27],
        ],
        [
          [0, 16],
          [0, 27],
        ],
        [
          [12, -8],
          [22, -12],
        ],
        [
          [-12, -8],
          [-22, -12],
        ],
        [
          [12, 8],
          [22, 12],
        ],
        [
          [-12, 8],
          [-22, 12],
        ],
      ]);
      eye(ctx, -4, -32, 2.5);
      eye(ctx, 4, -32, 2.5);
    },
    starfish: function (ctx) {
      var points = [];
      for (var i = 0; i < 10; i++) {
        var r = i % 2 ? 14 : 36,
          a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push([Math.cos(a) * r, Math.sin(a) * r + 2]);
      }
      poly(ctx, points, "#f59e0b");
      ctx.fillStyle = "#fde68a";
      for (i = 0; i < 5; i++) {
        var b = -Math.PI / 2 + (i * Math.PI * 2) / 5;
        ctx.beginPath();
        ctx.arc(Math.cos(b) * 20, Math.sin(b) * 20 + 2, 2.5, 0, Math.PI * 2);
        ctx.fill();
      }
      eye(ctx, -5, 0, 3);
      eye(ctx, 5, 0, 3);
    },
    jellyfish: function (ctx) {
      strokes(ctx, "#f9a8d4", 3, [
        [
          [-16, 2],
          [-20, 16],
          [-14, 28],
          [-18, 38],
        ],
        [
          [-5, 2],
          [-3, 18],
          [-8, 30],
          [-4, 40],
        ],
        [
          [6, 2],
          [4, 18],
          [9, 30],
          [5, 40],
        ],
        [
          [16, 2],
          [20, 16],
          [14, 28],
          [18, 38],
        ],
      ]);
      ctx.fillStyle = "#ec4899";
      ctx.beginPath();
      ctx.ellipse(0, 2, 26, 28, 0, Math.PI, 0);
      ctx.closePath();
      ctx.fill();
      ellipse(ctx, -8, -14, 6, 4, -0.4, "#fbcfe8");
      eye(ctx, -7, -4, 3.5);
      eye(ctx, 7, -4, 3.5);
    },
    seahorse: function (ctx) {
      ctx.strokeStyle = "#d97706";
      ctx.lineWidth = 14;
      ctx.beginPath();
      ctx.moveTo(2, -22);
      ctx.quadraticCurveTo(16, 0, 4, 18);
      ctx.quadraticCurveTo(-6, 34, 8, 36);
      ctx.stroke();
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.arc(12, 30, 6, Math.PI, Math.PI * 2.6);
      ctx.stroke();
      ellipse(ctx, 0, -28, 12, 11, 0, "#f59e0b");
      poly(
        ctx,
        [
          [-8, -32],
          [-30, -28],
          [-30, -22],
          [-8, -22],
        ],
        "#f59e0b",
      );
      poly(
        ctx,
        [
          [14, -8],
          [26, -2],
          [14, 6],
        ],
        "#fbbf24",
      );
      poly(
        ctx,
        [
          [4, -38],
          [10, -46],
          [12, -36],
        ],
        "#d97706",
      );
      eye(ctx, -2, -30, 4);
    },
    puffer: function (ctx) {
      ctx.fillStyle = "#a3e635";
      for (var i = 0; i < 14; i++) {
        var a = (i * Math.PI * 2) / 14;
        poly(
          ctx,
          [
            [Math.cos(a - 0.12) * 26, Math.sin(a - 0.12) * 26],
            [Math.cos(a) * 36, Math.sin(a) * 36],
            [Math.cos(a + 0.12) * 26, Math.sin(a + 0.12) * 26],
          ],
          "#65a30d",
        );
      }
      ellipse(ctx, 0, 0, 28, 28, 0, "#bef264");
      ellipse(ctx, 0, 10, 20, 14, 0, "#f7fee7");
      eye(ctx, -10, -8, 6);
      eye(ctx, 10, -8, 6);
      ellipse(ctx, 0, 6, 4, 3, 0, "#f97316");
    },
    whale: function (ctx) {
      strokes(ctx, "#7dd3fc", 3, [
        [
          [-4, -30],
          [-4, -40],
        ],
        [
          [-4, -30],
          [-12, -38],
        ],
        [
          [-4, -30],
          [4, -38],
        ],
      ]);
      poly(
        ctx,
        [
          [26, 4],
          [42, -12],
          [38, 6],
          [42, 20],
        ],
        "#2563eb",
      );
      ctx.fillStyle = "#3b82f6";
      ctx.beginPath();
      ctx.moveTo(-36, 4);
      ctx.quadraticCurveTo(-36, -26, -4, -26);
      ctx.quadraticCurveTo(30, -26, 32, 6);
      ctx.quadraticCurveTo(10, 24, -20, 20);
      ctx.quadraticCurveTo(-36, 18, -36, 4);
      ctx.fill();
      ctx.fillStyle = "#bfdbfe";
      ctx.beginPath();
      ctx.moveTo(-34, 8);
      ctx.quadraticCurveTo(-10, 14, 22, 12);
      ctx.quadraticCurveTo(6, 22, -20, 20);
      ctx.quadraticCurveTo(-32, 18, -34, 8);
      ctx.fill();
      eye(ctx, -20, -4, 4);
    },
    clam: function (ctx) {
      ctx.fillStyle = "#d6d3d1";
      ctx.beginPath();
      ctx.moveTo(-34, 8);
      ctx.arc(0, 8, 34, Math.PI, 0);
      ctx.closePath();
      ctx.fill();
      strokes(ctx, "#a8a29e", 3, [
        [
          [0, 8],
          [0, -24],
        ],
        [
          [0, 8],
          [-20, -18],
        ],
        [
          [0, 8],
          [20, -18],
        ],
        [
          [0, 8],
          [-30, -6],
        ],
        [
          [0, 8],
          [30, -6],
        ],
      ]);
      ctx.fillStyle = "#a8a29e";
      ctx.beginPath();
      ctx.moveTo(-34, 10);
      ctx.quadraticCurveTo(0, 40, 34, 10);
      ctx.closePath();
      ctx.fill();
      var pearl = ctx.createRadialGradient(-3, 10, 1, 0, 14, 11);
      pearl.addColorStop(0, "#fff");
      pearl.addColorStop(1, "#f5d0fe");
      ctx.fillStyle = pearl;
      ctx.beginPath();
      ctx.arc(0, 14, 10, 0, Math.PI * 2);
      ctx.fill();
    },
    ray: function (ctx) {
      strokes(ctx, "#0f766e", 3, [
        [
          [0, 14],
          [6, 30],
          [-2, 42],
        ],
      ]);
      poly(
        ctx,
        [
          [0, -26],
          [40, 2],
          [10, 6],
          [0, 16],
          [-10, 6],
          [-40, 2],
        ],
        "#14b8a6",
      );
      poly(
        ctx,
        [
          [0, -20],
          [10, -4],
          [0, 8],
          [-10, -4],
        ],
        "#5eead4",
      );
      eye(ctx, -8, -12, 3.5);
      eye(ctx, 8, -12, 3.5);
    },
    shrimp: function (ctx) {
      strokes(ctx, "#be123c", 2, [
        [
          [-22, -16],
          [-34, -38],
        ],
        [
          [-20, -18],
          [-40, -30],
        ],
      ]);
      var segments = [
        [-20, -12, 10],
        [-8, -18, 11],
        [6, -16, 11],
        [16, -6, 10],
        [18, 8, 9],
        [12, 18, 8],
        [2, 22, 7],
      ];
      segments.forEach(function (s, i) {
        ellipse(ctx, s[0], s[1], s[2], s[2] * 0.85, 0, i % 2 ? "#fb7185" : "#f43f5e");
      });
      poly(
        ctx,
        [
          [2, 22],
          [-12, 16],
          [-10, 32],
        ],
        "#e11d48",
      );
      strokes(ctx, "#be123c", 2, [
        [
          [-6, -8],
          [-8, 4],
        ],
        [
          [4, -6],
          [2, 6],
        ],
        [
          [12, 0],
          [6, 10],
        ],
      ]);
      eye(ctx, -24, -16, 3.5);
    },
  };

  function drawBanner(ctx) {
    ctx.globalAlpha = Math.min(1, banner.t * 1.5);
    ctx.fillStyle = "rgba(8, 51, 68, .82)";
    roundRect(ctx, W / 2 - 200, H / 2 - 34, 400, 68, 14);
    ctx.fill();
    ctx.fillStyle = "#fde68a";
    ctx.font = "bold 28px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(banner.text, W / 2, H / 2);
    ctx.globalAlpha = 1;
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
    pointer: pointer,
    keys: { Enter: "action" },
  });
})();
