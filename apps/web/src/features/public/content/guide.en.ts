import type { TextSection } from "../blocks.ts";

/**
 * /guide (docs/product/public-pages.md#install-guide-and-demo): the five anchored sections. Figures come from the server's settings at run time:
 * {trialDays}, {warningDays}, {monthlyPrice}, {yearlyPrice}, {currency}, {freeHistoryDays},
 * {freeSuggestionsPerWeek}, and {supportEmail}.
 */
const guide = {
  title: "User Guide",
  intro: "How NutriPilot works day to day, what the trial and the plans include, and what to do when something does not work.",
  sections: <TextSection[]>[
    {
      id: "ai-recommendations",
      title: "AI recommendations",
      blocks: [
        "NutriPilot suggests meals and goals from your own data: your profile, your active goal, the meals you have logged, your food preferences and the suggestions you have rated.",
        { heading: "Get better suggestions" },
        {
          steps: [
            "Fill in your profile (age, sex, height, weight and activity level) in [your profile](/dashboard?tab=profile).",
            "Set an active goal in the [Goals tab](/dashboard?tab=goals), from a preset or with your own figures.",
            "Add your allergies, diets, favourite cuisines and cooking time in [Food Preferences](/preferences).",
            "Open [AI Recommendations](/dashboard?tab=meals#ai-suggestions), generate suggestions and rate them with a thumbs up or a thumbs down.",
          ],
        },
        "Each suggestion shows its calories and macronutrients, computed from the food database, and the reason it was chosen. A thumbs up brings more meals like it; a thumbs down keeps similar meals away.",
        "In the Goals tab, the assistant can also recommend daily goals from your profile and explain each one.",
        { heading: "Limits" },
        {
          list: [
            "Without an account you see example suggestions, and you can ask the assistant three questions.",
            "The Free plan includes {freeSuggestionsPerWeek} AI suggestions a week.",
            "During the trial and with Premium, suggestions, goal recommendations and the assistant have no weekly limit.",
          ],
        },
      ],
    },
    {
      id: "subscription",
      title: "Trial and subscription",
      blocks: [
        { heading: "The free trial" },
        "Every new account gets {trialDays} days of Premium for free, starting when you register. No card is needed and nothing is charged when it ends. Your account menu shows the days left, and NutriPilot warns you when {warningDays} days or fewer remain.",
        {
          paywall: "soft",
          text: "When the trial ends, your account moves to the Free plan: meal tracking, goals, the BMI and metabolism calculators, the last {freeHistoryDays} days of history and {freeSuggestionsPerWeek} AI suggestions a week. All your data is kept, and older meals reappear when you subscribe.",
        },
        {
          paywall: "hard",
          text: "When the trial ends, the dashboard and the other personal pages need a Premium plan. All your data is kept, and everything is back as soon as you subscribe.",
        },
        { heading: "Plans" },
        {
          list: [
            "Free: {freePrice}, with the limits above.",
            "Monthly Premium: {monthlyPrice} a month, billed every month.",
            "Annual Premium: {yearlyPrice} a year, one payment for 12 months of access.",
          ],
        },
        "Prices are in {currency} and are the amounts you pay. Compare what each plan includes on the [pricing page](/pricing).",
        { heading: "Subscribe" },
        {
          steps: [
            "Open [Pricing](/pricing) and choose Monthly or Yearly.",
            "On the next page, check the plan and confirm that the service starts immediately.",
            "Pay on the secure checkout page of our payment provider. NutriPilot never sees your card number.",
            "Premium is active as soon as the payment is confirmed. Your plan and its dates are on the [Subscription page](/account/subscription).",
          ],
        },
        { heading: "Cancel" },
        "To cancel, write to support at least 24 hours before the renewal date. Premium stays active until the end of the period you paid for, then your account returns to the Free plan. The [Terms of Service](/terms-of-service) explain the right of withdrawal and refunds.",
      ],
    },
    {
      id: "api-access",
      title: "API access",
      blocks: [
        "With Premium you can read your nutrition data from your own tools through the NutriPilot API.",
        {
          steps: [
            "Open [API Keys](/api-keys) and create a key with a name you will recognise. You can have up to 5 keys.",
            "Copy the key when it is shown: the full key is displayed only once. NutriPilot keeps only a fingerprint of it.",
            "Send the key in the X-Api-Key header of every request, for example to GET /api/v1/nutrition-goals.",
          ],
        },
        "The [API documentation](/api-docs) lists every endpoint, its parameters, its answers and the rate limit. A missing key gets 'Unauthorized' and a wrong or revoked one 'Invalid API key'.",
        "Revoke a key as soon as you no longer need it or think it has leaked; deleting a key is permanent. Treat keys like passwords: anyone who has one can read your data.",
      ],
    },
    {
      id: "troubleshooting",
      title: "Troubleshooting",
      blocks: [
        { heading: "I cannot sign in" },
        "Check your username (or email) and password. If you forgot the password, choose 'Forgot password?' on the [sign-in page](/auth?mode=login): we email you a 6-digit code, valid for 10 minutes. If it does not arrive, check your spam folder, then ask for a new code.",
        { heading: "The Food Analyzer rejects my photo" },
        "Use a JPG, JPEG, PNG, GIF or WebP image of up to 10 MB; AVIF and HEIC are not supported, so change the camera format or take a screenshot of the photo. Without an account you can run one analysis; create a free account to go on.",
        { heading: "The numbers look wrong" },
        "Check the amount of each food first: most differences come from the portion. Food tables give average values, so a branded product can differ from its generic entry; you can create your own food with the values from its label.",
        { heading: "A meal is on the wrong day" },
        "Days follow the time zone of the device you log from. If you travel, meals logged late in the evening can fall on the next or the previous day.",
        { heading: "The page does not load" },
        "Check your connection and reload. The installed app shows an offline page when there is no connection, and never shows old data in its place. If a page keeps failing, clear the site's data in your browser settings and sign in again.",
        { heading: "'Too many requests'" },
        "To protect accounts, NutriPilot limits repeated attempts, such as sign-ins and messages. Wait a few minutes and try again.",
      ],
    },
    {
      id: "support",
      title: "Support",
      blocks: [
        "Write to us through the [contact form](/contatti) or at [{supportEmail}](mailto:{supportEmail}). Tell us your username and what you were doing, but never send your password.",
        {
          list: [
            "Support hours: Monday to Friday 9:00-18:00, Saturday 10:00-14:00, closed on Sunday.",
            "We answer within 24 hours; Premium messages come first.",
            "Requests about your personal data are answered within 30 days at the latest, as the [Privacy Policy](/privacy-policy) explains.",
          ],
        },
        "For partnerships and feedback, use the [team contact form](/contacts).",
      ],
    },
  ],
};

export type GuideContent = typeof guide;
export default guide;
