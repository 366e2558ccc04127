import type { LegalContent } from "./privacy.en.ts";

/**
 * The Terms of Service (docs/product/public-pages.md#terms-of-service, docs/product/public-pages.md#legal-texts). Prices, currency and trial length come from the server's
 * settings at run time ({monthlyPrice}, {yearlyPrice}, {currency}, {trialDays}, {freeHistoryDays}), so these
 * terms always state the currency the product actually charges.
 */
const terms: LegalContent = {
  title: "Terms of Service",
  lastUpdated: "15 October 2025",
  intro:
    "These terms are the agreement between you and NutriPilot. We have tried to keep them short and plain; please read them before you use the app.",
  sections: [
    {
      id: "about-these-terms",
      title: "1. About these terms",
      blocks: [
        "These terms govern your use of NutriPilot, a web app for tracking what you eat, setting nutrition goals and getting suggestions from an AI assistant. By creating an account or using the app you accept them. If you do not accept them, please do not use NutriPilot.",
        "Our [Privacy Policy](/privacy-policy) explains how we handle your personal data and is part of this agreement.",
      ],
    },
    {
      id: "the-service",
      title: "2. The service and its limits",
      blocks: [
        "NutriPilot lets you log meals, see their calories and nutrients, set goals, use calculators, analyse photos of food, plan meals and ask an assistant for suggestions. Features differ by plan, as the [pricing page](/pricing) shows.",
        "NutriPilot is a wellness tool. It gives general information and estimates, not medical advice, diagnosis or treatment, and it does not replace a doctor or a registered dietitian. Food values are averages from public tables, photo analysis is an estimate, and AI suggestions can be wrong: check them, especially where allergies or intolerances are concerned.",
        "Do not use NutriPilot to manage a medical condition, an eating disorder, a pregnancy or the diet of a child without professional guidance.",
      ],
    },
    {
      id: "your-account",
      title: "3. Your account",
      blocks: [
        {
          list: [
            "You must be at least 16 years old to create an account.",
            "Give accurate information and keep it up to date. Your username must not impersonate anyone or be offensive.",
            "Keep your password and API keys secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.",
            "An account is for one person. Each person can have one free trial.",
          ],
        },
      ],
    },
    {
      id: "free-plan-and-trial",
      title: "4. The free trial and the Free plan",
      blocks: [
        "A new account includes a free trial of all Premium features for {trialDays} days. No payment details are needed and nothing is charged when the trial ends.",
        {
          paywall: "soft",
          text: "After the trial, your account continues on the Free plan, which includes meal tracking, goals, the calculators, the last {freeHistoryDays} days of history and a limited number of AI suggestions each week. Your data is kept.",
        },
        {
          paywall: "hard",
          text: "After the trial, you need a Premium plan to keep using the personal features of the app. Your data is kept in the meantime, within the limits of the Privacy Policy.",
        },
        "We may change what the Free plan includes. We will tell you at least 30 days before a change that reduces it.",
      ],
    },
    {
      id: "plans-and-payment",
      title: "5. Premium plans, prices and payment",
      blocks: [
        {
          list: [
            "Monthly Premium: {monthlyPrice} per month.",
            "Annual Premium: {yearlyPrice} per year, paid in one payment for 12 months of access.",
          ],
        },
        "Prices are in {currency}, the currency you are charged in. The price shown at checkout is the total you pay, including any VAT or sales tax that applies.",
        "Payments are processed by our payment provider on its secure checkout page; we never receive your card number. Premium starts as soon as the payment is confirmed.",
        "We may change our prices. We will tell you at least 30 days before a new price applies to you; it applies from your next billing period, and you can cancel before then.",
      ],
    },
    {
      id: "cancellation-and-refunds",
      title: "6. Renewal, cancellation, withdrawal and refunds",
      blocks: [
        "Monthly Premium renews every month until you cancel it. Annual Premium covers the 12 months you paid for.",
        "You can cancel at any time by writing to support at least 24 hours before the renewal date. Premium then stays active until the end of the period you paid for, and your account returns to the Free plan.",
        "If you live in the EU, you normally have 14 days from your purchase to withdraw from it. Because Premium starts immediately, we ask you at checkout to agree that the service begins at once and to acknowledge that you lose the right of withdrawal once you start using it. If you withdraw within 14 days without having used Premium, we refund your payment within 14 days.",
        "Whatever the reason, if Premium is not right for you, ask for a refund within 30 days of your first payment and we will refund that payment in full.",
        "Refunds are made to the payment method you used.",
      ],
    },
    {
      id: "acceptable-use",
      title: "7. Acceptable use",
      blocks: [
        "When you use NutriPilot you agree not to:",
        {
          list: [
            "break the law or infringe the rights of others, including by uploading photos of other people without their consent;",
            "try to get into accounts or systems that are not yours, or to test, bypass or disrupt our security;",
            "copy the service or its data in bulk, or access it by automated means other than the API, within its documented limits;",
            "share, sell or publish your API keys or resell access to the service;",
            "send spam or abusive messages through the contact forms.",
          ],
        },
        "We may limit, suspend or close an account that seriously or repeatedly breaks these rules. Except in urgent cases, we will tell you why first and give you a chance to respond.",
      ],
    },
    {
      id: "your-content",
      title: "8. Your content and your data",
      blocks: [
        "What you enter in NutriPilot stays yours. You allow us to store and process it only to provide the service to you, as the Privacy Policy describes.",
        "You can download all your data at any time from your profile, and delete your account there. When you do, your data is erased from our systems at once, and from our backups within 30 days.",
        "If you send us ideas or feedback, we may use them to improve NutriPilot without owing you anything.",
      ],
    },
    {
      id: "intellectual-property",
      title: "9. Our content and third-party data",
      blocks: [
        "The app, its design, its texts and its recipe collection belong to NutriPilot or to those who licensed them to us. You may use them only through the service, for your personal use.",
        "The food database is built from public food composition tables, used under their own licences and attributions, which are listed on the [scientific sources page](/scientific-sources).",
      ],
    },
    {
      id: "liability",
      title: "10. Availability and liability",
      blocks: [
        "We work to keep NutriPilot available and correct, but we cannot promise that it will always be uninterrupted or free of errors. We may pause it for maintenance or change features, and we will tell you in advance about changes that matter to you.",
        "We are not liable for decisions you make about your diet or health on the basis of the app, nor for indirect losses. Nothing in these terms limits our liability for death or personal injury caused by negligence, for fraud, or any other liability that the law does not allow us to limit, and nothing affects your statutory rights as a consumer.",
        "To report content you believe is illegal, use the [contact form](/contatti). We answer such reports within 15 days.",
      ],
    },
    {
      id: "changes-law-contact",
      title: "11. Changes, ending the agreement, law and contact",
      blocks: [
        "We may update these terms. We will tell you about important changes at least 30 days before they apply; if you do not agree, you can close your account before then.",
        "You can end this agreement at any time by deleting your account. We may end it for a serious breach of these terms, as section 7 describes.",
        "These terms are governed by the law of the EU member state where NutriPilot's operator is established. If you are a consumer, you keep the protection of the mandatory rules of the country where you live and may bring a claim before its courts.",
        "Questions about these terms: [{supportEmail}](mailto:{supportEmail}) or the [contact form](/contatti).",
      ],
    },
  ],
};

export default terms;
