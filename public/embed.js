/*
 * Threadline embed loader. On a host page:
 *
 *   <script src="https://threadline.example/embed.js" data-token="JWT" data-thread="ID" async></script>
 *
 * inserts an iframe with the chat where the script stands (data-thread optional: without it
 * a new chat; data-height sets the frame's height, 600px by default; data-title its
 * accessible name). The chat's messages are dispatched on that iframe element as DOM
 * events that bubble to the document: "threadline:ready", "threadline:run-started",
 * "threadline:run-finished", "threadline:resize", with the message in event.detail.
 *
 * Only messages from the Threadline origin this script was loaded from, and from its own
 * iframe, are relayed. The chat answers only hosts listed in THREADLINE_EMBED_ORIGINS.
 */
/* global document, window, URL, console, setTimeout, clearTimeout, CustomEvent */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var appOrigin = new URL(script.src).origin;
  var token = script.getAttribute("data-token");
  var thread = script.getAttribute("data-thread");
  var EVENTS = ["threadline:ready", "threadline:run-started", "threadline:run-finished", "threadline:resize"];

  if (thread && !/^[A-Za-z0-9_-]{1,128}$/.test(thread)) {
    console.error("Threadline embed: data-thread is not a thread id:", thread);
    return;
  }
  var path = thread ? "/embed/threads/" + thread : "/embed/new";
  var iframe = document.createElement("iframe");
  iframe.src = appOrigin + path + (token ? "?token=" + encodeURIComponent(token) : "");
  iframe.title = script.getAttribute("data-title") || "Chat";
  iframe.setAttribute("allow", "clipboard-write");
  iframe.style.display = "block";
  iframe.style.width = "100%";
  iframe.style.height = script.getAttribute("data-height") || "600px";
  iframe.style.border = "0";
  script.parentNode.insertBefore(iframe, script.nextSibling);

  // The chat may still be starting when the frame's load event fires: say hello until it
  // answers (each load of the frame is a new chat page that must be greeted again).
  var ready = false;
  var timer = null;
  function greet(attempt) {
    if (ready || attempt > 120 || !iframe.contentWindow) return;
    iframe.contentWindow.postMessage({ type: "threadline:hello" }, appOrigin);
    timer = setTimeout(function () {
      greet(attempt + 1);
    }, 500);
  }
  iframe.addEventListener("load", function () {
    ready = false;
    clearTimeout(timer);
    greet(0);
  });

  window.addEventListener("message", function (event) {
    if (event.origin !== appOrigin || event.source !== iframe.contentWindow) return;
    var data = event.data;
    if (!data || typeof data !== "object" || EVENTS.indexOf(data.type) < 0) return;
    if (data.type === "threadline:ready") {
      ready = true;
      clearTimeout(timer);
    }
    iframe.dispatchEvent(new CustomEvent(data.type, { bubbles: true, detail: data }));
  });
})();
