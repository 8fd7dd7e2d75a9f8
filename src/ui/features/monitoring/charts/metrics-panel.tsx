import { lazy, Suspense } from "react";
import { panel } from "#styled-system/recipes/index.js";
import type { MetricsChartProps } from "./metrics-chart.tsx";

// The chart (uPlot, the wrapper, the range picker and the CSV) is one lazily loaded chunk
// ("charts", scripts/vite-build.ts): a page that shows a chart loads it after its own code,
// and no other page (the dashboard least of all) ever does. Issue 19's budget: at most 50 kB.
const MetricsChart = lazy(() =>
  import("./metrics-chart.tsx").then((module) => ({ default: module.MetricsChart })),
);

/**
 * A subject's metrics chart, as the service's Metrics tab, a network service's page and a
 * radio device's page show it. Pages import this, never metrics-chart.tsx itself.
 */
export function MetricsPanel(props: MetricsChartProps) {
  return (
    <Suspense
      fallback={
        <section aria-label={props.title} aria-busy="true" className={panel({ padding: "md" })}>
          <p>Loading the chart…</p>
        </section>
      }
    >
      <MetricsChart {...props} />
    </Suspense>
  );
}
