export { foodRoutes } from "./foods.routes.ts";
export {
  affected,
  foodDataVersion,
  importFoods,
  readDataVersion,
  writeDataVersion,
  yieldToEventLoop,
  type FoodImportStats,
} from "./foods.import.ts";
export {
  findFoodIdsBySourceKeys,
  findMealFoods,
  getFoodDetail,
  isVisibleFood,
  listCustomFoods,
  listVisibleFoods,
  recordFoodUse,
} from "./foods.repository.ts";
export type { MealFood } from "./foods.repository.ts";
export { searchFoods } from "./foods.search.ts";
export { forgetVocabulary, italianFoodWords, translateItalian } from "./foods.vocabulary.ts";
export { waitForFoodData, type FoodDataState } from "./foods.ready.ts";
export { normalizeText } from "./foods.text.ts";
export { ensureFoodData, startFoodData, type DerivedFoodData, type FoodDataResult } from "./foods.start.ts";
export { foodPortions, foods } from "./foods.table.ts";
export { createOpenFoodFactsClient, disabledOpenFoodFacts, type OffProduct, type OpenFoodFactsClient } from "./open-food-facts.ts";
