/**
 * The performance measure of each chart's first draw, from building the uPlot chart to the
 * end of its first paint (uplot-canvas.tsx marks it; `npm run bench:chart` reads it).
 */
export const CHART_DRAW_MEASURE = "conduit:chart-draw";
export const CHART_DRAW_START = "conduit:chart-draw-start";
