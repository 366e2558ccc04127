export { analyzerRoutes, ANONYMOUS_ANALYSIS_WINDOW, type AnalyzerOptions } from "./analyzer.routes.ts";
