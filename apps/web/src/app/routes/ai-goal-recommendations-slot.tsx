/**
 * SLOT for the premium-gated AI goal recommendations block of the goals tab (spec 000 §2 Goals tab,
 * spec 001), owned by the AI work. It is rendered under the goal history, for everyone (visitors
 * included: the block decides its own gate, with `demo` telling it that the screen is the demo).
 *
 * Until then it renders nothing.
 */
export function AiGoalRecommendationsSlot(_props: { demo: boolean }) {
  return null;
}
