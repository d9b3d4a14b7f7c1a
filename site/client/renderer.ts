/** React's DOM renderer, on its own: main.tsx loads it first so its start-up cost is a task of its own. */
export { createRoot, hydrateRoot } from "react-dom/client";
