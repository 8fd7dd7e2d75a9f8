import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadRuntimeConfig } from "./adapters/config/load-runtime-config.ts";
import { App } from "./ui/app/app.tsx";
import { ConfigErrorScreen } from "./ui/app/config-error.tsx";
import "./ui/index.css";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");
const root = createRoot(container);

// Configuration first: the product name, API base and limits shape every screen.
void loadRuntimeConfig().then((loaded) => {
  root.render(
    <StrictMode>
      {loaded.ok ? <App config={loaded.config} /> : <ConfigErrorScreen message={loaded.message} />}
    </StrictMode>,
  );
});
