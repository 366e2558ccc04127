export { analyzerRoutes, ANONYMOUS_ANALYSIS_ALLOWANCE, resetVisitorAnalysis, type AnalyzerOptions } from "./analyzer.routes.ts";
export { describeMeal } from "./analyzer.service.ts";
export { pinnedFood } from "./analyzer.lexicon.ts";
