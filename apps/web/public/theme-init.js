// Runs before first paint (a blocking script in <head>) so the stored theme never flashes.
try {
  if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
} catch (_) {}
