import type { TextSection } from "../blocks.ts";

/**
 * The Privacy Policy (docs/product/public-pages.md#privacy-policy, docs/product/public-pages.md#legal-texts), written for NutriPilot as it is built: the cookies and storage it
 * really uses, the retention figures of the spec, the support inbox. {supportEmail} is filled at run time.
 */
const privacy = {
  title: "Privacy Policy",
  lastUpdated: "15 October 2025",
  intro:
    "Your diary says a lot about you. This policy explains what personal data NutriPilot collects, why, how long we keep it, who else sees it and what you can do about it.",
  sections: <TextSection[]>[
    {
      id: "who-we-are",
      title: "1. Who we are",
      blocks: [
        'This policy covers the NutriPilot web app and website ("NutriPilot", "we", "us"). We decide why and how your personal data is processed, so we are its controller under the EU General Data Protection Regulation (GDPR).',
        'For any privacy question, or to exercise your rights, write to [{supportEmail}](mailto:{supportEmail}) with "Privacy" in the subject, or use the [contact form](/contatti) and choose "Privacy and my data".',
      ],
    },
    {
      id: "data-we-collect",
      title: "2. The data we collect",
      blocks: [
        {
          list: [
            "Account data: your username, email address and password (which we store only as a salted argon2id hash), your language, your time zone and when you registered.",
            "Profile and health data: age, sex, height, weight, activity level, nutrition goals, allergies, diets and food preferences. Data about your body and your diet can reveal information about your health, which the GDPR treats as a special category of data.",
            "Diary data: the meals and foods you log, your own foods, meal plans, the suggestions you rate and the questions you ask the assistant.",
            "Photos you send to the Food Analyzer.",
            "Subscription data: your plan, its status and dates, and the payment provider's references. Card details go straight to the payment provider: we never receive or store card numbers.",
            "Messages and sign-ups: the name, email, subject, reason and text of messages you send us, and the email you leave for the Apple Health & Google Fit waitlist.",
            "Technical data: the IP address and browser (user agent) recorded when you register and when you write to us, your sign-in sessions, counters that limit repeated attempts, and server logs.",
          ],
        },
        "We do not use advertising or analytics trackers, and we do not buy data about you from anyone.",
      ],
    },
    {
      id: "how-we-use-data",
      title: "3. How we use your data",
      blocks: [
        {
          list: [
            "To provide NutriPilot: your diary and its totals, goals, calculators, meal plans and exports.",
            "To personalise the assistant's answers and suggestions with your own data.",
            "To run your trial and subscription and to take payments.",
            "To answer your messages, and to tell you when the integrations you asked about are ready.",
            "To keep NutriPilot secure: sign-in, password reset, protection against abuse and fraud.",
            "To meet legal obligations, such as keeping payment records for tax purposes.",
          ],
        },
        "We do not sell your data, we do not use it for advertising and we do not use your diary to train AI models. Suggestions are automated, but they have no legal or similarly significant effect on you: you decide what to eat.",
      ],
    },
    {
      id: "legal-bases",
      title: "4. Legal bases",
      blocks: [
        {
          list: [
            "Performance of our contract with you (Art. 6(1)(b) GDPR): your account, diary, subscription and support.",
            "Your explicit consent (Art. 9(2)(a) GDPR) for health-related data: your profile, diary, photos and food preferences. You give it when you enter these data, and you can withdraw it at any time by deleting them or your account. Withdrawal does not affect what was done before.",
            "Your consent (Art. 6(1)(a) GDPR) for the integration waitlist.",
            "Our legitimate interests (Art. 6(1)(f) GDPR) in keeping NutriPilot secure and preventing abuse, for the technical data and logs.",
            "Legal obligations (Art. 6(1)(c) GDPR) for accounting and tax records.",
          ],
        },
      ],
    },
    {
      id: "ai-features",
      title: "5. The AI features",
      blocks: [
        "The assistant, the meal suggestions and the goal recommendations are produced by NutriPilot's own nutrition engine on our servers, from your data and the food database. Calories and macronutrients are always computed from the food database, never invented by a model.",
        "When we use an external AI model provider to word an answer or to analyse a photo, we send it only what that answer needs (your question, the relevant figures or the photo), under a data processing agreement that forbids the provider to use it for its own purposes, including training its models.",
        "Photos sent to the Food Analyzer are used for the analysis only and are not kept with your account afterwards.",
      ],
    },
    {
      id: "sharing",
      title: "6. Who we share data with",
      blocks: [
        "We share personal data only with service providers that process it on our behalf under a contract (processors), and only as far as they need to:",
        {
          list: [
            "hosting and database providers, which run our servers;",
            "our payment provider, which runs the checkout and processes payments;",
            "our email delivery provider, which sends account and support emails;",
            "an AI model provider, where one is used (see section 5).",
          ],
        },
        "We may also disclose data when the law requires it, for example to a court or a public authority, or when it is necessary to protect the rights and safety of our users. We never sell or rent personal data.",
      ],
    },
    {
      id: "international-transfers",
      title: "7. International transfers",
      blocks: [
        "We aim to keep personal data in the European Economic Area. When a provider processes data outside it (payment providers, for example, may process data in the United States), we rely on an adequacy decision of the European Commission, such as the EU-U.S. Data Privacy Framework, or on the Commission's Standard Contractual Clauses with additional safeguards where needed. You can ask us for a copy of these safeguards.",
      ],
    },
    {
      id: "retention",
      title: "8. How long we keep data",
      blocks: [
        {
          list: [
            "Account, profile, diary and other health-related data: for as long as your account exists. When you delete your account, they are erased from our systems at once.",
            "Backups: deleted within 30 days, so data you deleted does not survive in them for longer.",
            "Technical logs: 90 days.",
            'Sign-in sessions: a session ends after one day without activity, or after at most 30 days when you choose "Remember me"; ended sessions are deleted.',
            "Messages to support: up to 24 months after your request is closed, so that we can follow up on it.",
            "Waitlist emails: until we have told you that the integrations are ready, or until you ask us to remove your address.",
            "Payment records: for as long as tax and accounting law requires.",
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "9. Your rights",
      blocks: [
        "Under the GDPR you have the right to:",
        {
          list: [
            "access your data and get a copy of it;",
            "have inaccurate data corrected;",
            "have your data erased;",
            "restrict how we process it;",
            "receive your data in a portable format and have it sent to another service;",
            "object to processing based on our legitimate interests;",
            "withdraw your consent at any time;",
            "not be subject to decisions based solely on automated processing that have legal or similarly significant effects (NutriPilot makes no such decisions).",
          ],
        },
        "You can do most of this yourself: edit your profile, download all your data (JSON, and your meals as CSV) and delete your account from your profile. For anything else, write to us. We answer within 30 days, and may ask you to confirm your identity first.",
        "You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live or work.",
      ],
    },
    {
      id: "security",
      title: "10. Security",
      blocks: [
        {
          list: [
            "All traffic is encrypted with HTTPS.",
            "Passwords are stored only as salted argon2id hashes; API keys only as hashes.",
            "Sessions are kept on our servers behind an httpOnly cookie; requests from other websites that would change your data are refused.",
            "Password reset codes are emailed, never shown on screen, and expire after 10 minutes.",
            "Repeated sign-in attempts and messages are limited, and access to production data is restricted to the people who need it.",
          ],
        },
        "No system is perfectly secure. If a personal data breach puts your rights at risk, we will inform you and the supervisory authority as the GDPR requires.",
      ],
    },
    {
      id: "cookies",
      title: "11. Cookies and local storage",
      blocks: [
        "NutriPilot uses only what it needs to work, which is why it shows no cookie banner. We use no analytics or advertising cookies.",
        {
          list: [
            'Session cookie: keeps you signed in. It is essential, and lasts until you close the browser, or up to 30 days when you choose "Remember me".',
            "Anonymous visitor cookie: a random identifier that counts the free AI questions of visitors without an account. It is essential, and lasts 30 days.",
            "Local storage: your language choice and a few interface settings, such as whether the welcome message was shown and whether the free Food Analyzer try was used. They stay in your browser and are never sent to us.",
            "App files: your browser may keep NutriPilot's own files (scripts, styles, icons and an offline page) so that it starts faster and can be installed. They contain no personal data, and your account data is never stored this way.",
          ],
        },
        "You can delete cookies and site data in your browser settings at any time; you will then be signed out.",
      ],
    },
    {
      id: "children-changes-contact",
      title: "12. Children, changes and contact",
      blocks: [
        "NutriPilot is not meant for children under 16, and we do not knowingly collect their data. If you believe a child has given us personal data, tell us and we will delete it.",
        "If we change this policy in a way that matters, we will tell you in the app or by email before the change applies. The date at the top of this page shows the current version.",
        "Contact: [{supportEmail}](mailto:{supportEmail}), or the [contact form](/contatti).",
      ],
    },
  ],
};

export type LegalContent = typeof privacy;
export default privacy;
