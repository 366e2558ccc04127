/**
 * SLOT for the AI meal suggestions panel (spec 000 §2 "AI chat and suggestions"), owned by the AI work.
 *
 * It is rendered for signed-in users inside the "AI Meal Suggestions" section of the dashboard's meals tab,
 * the element with id="ai-suggestions" (the section and its heading are already there; visitors see the
 * premium-account note instead and never reach this component). Replace the body with the real panel:
 * meal type filter, Generate New, suggestion cards.
 *
 * Until then it renders nothing: no sample or placeholder suggestions are shown to signed-in users.
 */
export function AiSuggestionsSlot() {
  return null;
}
