import { useEffect, useState } from "react";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

// SPEC 8: toasts top-right, auto-close after 5000 ms. Loaded lazily by root.tsx after the first
// render; react-toastify queues any toast raised before this container mounts. Toasts follow the
// page's theme: whichever toggle flips the `dark` class on <html>, the observer sees it.
export default function AppToasts() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains("dark"));
  useEffect(() => {
    const html = document.documentElement;
    const observer = new MutationObserver(() => setDark(html.classList.contains("dark")));
    observer.observe(html, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return <ToastContainer position="top-right" autoClose={5000} theme={dark ? "dark" : "light"} />;
}
