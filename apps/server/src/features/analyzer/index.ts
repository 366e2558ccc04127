export { analyzerRoutes, ANONYMOUS_ANALYSIS_ALLOWANCE, resetVisitorAnalysis, type AnalyzerOptions } from "./analyzer.routes.ts";
