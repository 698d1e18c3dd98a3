/*
 * The one way a shipped game talks to the page that frames it (see docs/games.md).
 *
 * Games run in a sandboxed frame (scripts only, an opaque origin): no cookies, no storage, no access to the
 * product. They report to the page with postMessage and hear "pause" and "resume" from it. The page accepts
 * a message only from the frame of the game it shows, and checks its shape.
 *
 *   game -> page  {source: "vw-game", game: "<id>", type: "ready" | "score" | "over", score?: integer >= 0}
 *   game -> page  {source: "vw-game", game: "<id>", type: "wheel", deltaY: number}   (pages the list)
 *   page -> game  {source: "vw-host", type: "pause" | "resume"}
 *
 * A game names itself with <html data-game="<id>">, calls VWGame.score(n) whenever its score changes,
 * VWGame.over(n) when a round ends, and stops its loop while VWGame.paused is true (VWGame.onPause and
 * VWGame.onResume tell it when that changes). A hidden page pauses the game too.
 *
 * The mouse wheel over the frame pages the games like the wheel over the page's margins: the bridge hands
 * each wheel movement to the page. A game that plays with the wheel itself says so with
 * <html data-uses-wheel> (or VWGame.usesWheel() before the first turn) and keeps it.
 */
(function () {
  "use strict";
  var game = document.documentElement.getAttribute("data-game") || "";
  var framed = window.parent !== window;
  var hostPaused = false;
  var hidden = document.hidden;
  var handlers = { pause: [], resume: [] };

  function post(type, score) {
    if (!framed) return;
    var message = { source: "vw-game", game: game, type: type };
    if (score !== undefined) message.score = Math.max(0, Math.floor(Number(score) || 0));
    // An opaque-origin frame cannot name the page's origin; the score is not secret, and the page checks
    // that the message comes from its own frame.
    window.parent.postMessage(message, "*");
  }

  function isPaused() {
    return hostPaused || hidden;
  }

  function change(update) {
    var before = isPaused();
    update();
    var after = isPaused();
    if (before === after) return;
    var list = after ? handlers.pause : handlers.resume;
    for (var i = 0; i < list.length; i++) list[i]();
  }

  var keepsWheel = document.documentElement.hasAttribute("data-uses-wheel");

  window.addEventListener(
    "wheel",
    function (event) {
      if (!framed || keepsWheel) return;
      // Lines and pages (a mouse set to scroll by lines, Firefox's default) in pixels, as the page's own wheel.
      var scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? window.innerHeight : 1;
      event.preventDefault();
      window.parent.postMessage({ source: "vw-game", game: game, type: "wheel", deltaY: event.deltaY * scale }, "*");
    },
    { passive: false },
  );

  window.addEventListener("message", function (event) {
    if (!framed || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== "vw-host") return;
    if (data.type === "pause")
      change(function () {
        hostPaused = true;
      });
    if (data.type === "resume")
      change(function () {
        hostPaused = false;
      });
  });

  document.addEventListener("visibilitychange", function () {
    change(function () {
      hidden = document.hidden;
    });
  });

  window.VWGame = {
    id: game,
    ready: function () {
      post("ready");
    },
    score: function (n) {
      post("score", n);
    },
    over: function (n) {
      post("over", n);
    },
    onPause: function (fn) {
      handlers.pause.push(fn);
    },
    onResume: function (fn) {
      handlers.resume.push(fn);
    },
    usesWheel: function () {
      keepsWheel = true;
    },
    get paused() {
      return isPaused();
    },
  };
})();
