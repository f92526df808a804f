// Kept before the app's scripts load (they come after the first paint): Chrome's offer to install
// the web app, for the home page's "install" button to use later.
window.addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  window.__reelforgeInstall = event;
  window.dispatchEvent(new Event("reelforge:installable"));
});
