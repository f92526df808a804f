import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

// SPEC 8: toasts top-right, auto-close after 5000 ms. Loaded lazily by root.tsx after the first
// render; react-toastify queues any toast raised before this container mounts.
export default function AppToasts() {
  return <ToastContainer position="top-right" autoClose={5000} />;
}
