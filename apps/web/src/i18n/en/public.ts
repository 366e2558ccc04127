/**
 * English texts of the public pages' controls: page titles and descriptions, forms, toasts, buttons and labels.
 * The long prose of those pages (landing sections, guide, legal texts) lives in per-language content modules
 * beside the pages (features/public/content, features/public/legal), loaded with the page that shows it.
 * Texts quoted in the spec are used verbatim.
 */
export const publicEn = {
  // Shared by the public pages
  "public.backHome": "Back to home",
  "public.startNow": "Start Now",
  "public.opensInNewTab": "(opens in a new tab)",
  "public.onThisPage": "On this page",
  "public.lastUpdated": "Last updated: {date}",
  "public.illustrative": "Illustrative example",
  "public.premium": "Premium",
  "public.loadingContent": "Loading page content...",

  // Titles and descriptions (document title, meta description, Open Graph)
  "meta.landing.title": "NutriPilot · Nutrition tracking with an AI co-pilot",
  "meta.landing.description":
    "Log your meals, set nutrition goals and get suggestions grounded in your own data and in public food composition tables. Free plan, and a free trial of Premium.",
  "meta.info.title": "Info",
  "meta.about.title": "About NutriPilot",
  "meta.info.description":
    "What NutriPilot is, what it does and what it does not do: meal tracking, goals, food analysis and an AI assistant built on open nutrition data.",
  "meta.howItWorks.title": "How It Works",
  "meta.howItWorks.description":
    "How NutriPilot turns a profile into calorie and macronutrient targets, how the food analyzer and meal tracking work, and how goals are managed.",
  "meta.sources.title": "Science & Transparency",
  "meta.sources.description":
    "The scientific sources behind NutriPilot: EFSA and WHO reference values, USDA data and the six public food composition tables we use, with their licences.",
  "meta.privacy.title": "Privacy Policy",
  "meta.privacy.description":
    "How NutriPilot collects, uses, keeps and protects your personal data, the legal bases, your GDPR rights and the cookies we use.",
  "meta.terms.title": "Terms of Service",
  "meta.terms.description":
    "The terms for using NutriPilot: accounts, the free trial, plans and payments, cancellation, acceptable use and liability.",
  "meta.guide.title": "User Guide",
  "meta.guide.description":
    "How to use NutriPilot: AI recommendations, the trial and subscriptions, API access, troubleshooting and how to reach support.",
  "meta.install.title": "Install NutriPilot",
  "meta.install.description":
    "Install NutriPilot on your phone or computer as an app: scan the QR code, or follow the steps for Chrome, Edge, Firefox and Safari.",
  "meta.contatti.title": "Contact Us",
  "meta.contatti.description": "Write to the NutriPilot support team. Support hours: Monday to Friday 9:00-18:00, Saturday 10:00-14:00.",
  "meta.contacts.title": "Contact the team",
  "meta.contacts.description": "Send the NutriPilot team a question, feedback or a partnership request. We answer within 24 hours.",

  "meta.pricing.description":
    "NutriPilot's plans, Free, Monthly Premium and Annual Premium: their prices, what each includes and how the free trial works.",
  "meta.auth.description": "Sign in to NutriPilot, or create an account and start your free trial.",

  // Landing hero (the rest of the landing page is in features/public/content/landing.*.ts)
  "hero.eyebrow": "Nutrition tracking with an AI co-pilot",
  "hero.trust.foods": "About 28,000 foods from public tables",
  "hero.trust.science": "Guidance based on EFSA and WHO",
  "hero.trust.privacy": "No ads, and your data is never sold",
  "hero.trustLabel": "Why you can trust the numbers",
  "hero.demo": "Try the demo without an account",
  "hero.loginPrompt": "Already have an account?",
  "hero.login": "Log in",

  // Integration waitlist (docs/product/public-pages.md#waitlist)
  "waitlist.title": "Apple Health and Google Fit: coming soon",
  "waitlist.text":
    "We are working on syncing NutriPilot with Apple Health and Google Fit. Leave your email and we will tell you when it is ready.",
  "waitlist.email": "Email address",
  "waitlist.placeholder": "you@example.com",
  "waitlist.submit": "Notify Me",
  "waitlist.sending": "Sending...",
  "waitlist.privacy": "We use this address only to tell you about these integrations.",
  "waitlist.successTitle": "Success! 🎉",
  "waitlist.successText": "We'll notify you as soon as Apple Health & Google Fit integrations are ready!",
  "waitlist.errorTitle": "Oops!",
  "waitlist.errorText": "Something went wrong. Please try again.",

  // How it works: the calculator demo (docs/product/public-pages.md#how-it-works)
  "calc.profileTitle": "Sample profile",
  "calc.age": "Age",
  "calc.ageValue": "{years} years",
  "calc.sex": "Sex",
  "calc.male": "Male",
  "calc.weight": "Weight",
  "calc.height": "Height",
  "calc.activity": "Activity",
  "calc.moderate": "Moderate (exercise 3-5 days a week)",
  "calc.goalLabel": "Goal",
  "calc.weightLoss": "Weight loss",
  "calc.muscleGain": "Muscle gain",
  "calc.resultsTitle": "Recommendation for this profile",
  "calc.bmi": "BMI",
  "calc.bmiNormal": "healthy weight range",
  "calc.bmiUnderweight": "underweight",
  "calc.bmiOverweight": "overweight",
  "calc.bmiObese": "obese",
  "calc.bmr": "Basal metabolic rate",
  "calc.maintenance": "Maintenance energy",
  "calc.target": "Daily target",
  "calc.adjustmentLoss": "{maintenance} kcal minus {kcal} kcal",
  "calc.adjustmentGain": "{maintenance} kcal plus {kcal} kcal",
  "calc.protein": "Protein",
  "calc.carbs": "Carbohydrates",
  "calc.fat": "Fat",
  "calc.share": "{percent}% of energy",
  "calc.kcalPerDay": "{value} kcal/day",
  "calc.grams": "{value} g",

  // Contact pages (docs/product/public-pages.md#contact)
  "contact.email": "Email",
  "contact.name": "Name",
  "contact.subject": "Subject",
  "contact.reason": "Reason",
  "contact.reasonPlaceholder": "Choose a reason",
  "contact.reason.general": "General question",
  "contact.reason.support": "Technical support",
  "contact.reason.billing": "Billing and subscription",
  "contact.reason.privacy": "Privacy and my data",
  "contact.reason.feedback": "Feedback and ideas",
  "contact.reason.partnership": "Partnership",
  "contact.message": "Message",
  "contact.messageHint": "At least 10 characters.",
  "contact.send": "Send Message",
  "contact.sending": "Sending...",
  "contact.sentTitle": "Message Sent",
  "contact.sentText": "Thank you for writing to us. The support team will reply to {email}.",
  "contact.sendAnother": "Send another message",
  "contact.error": "An error occurred while sending your message",
  "contact.errorAlt": "Failed to send message. Please try again.",
  "contact.validation.emailInvalid": "Please enter a valid email address",
  "contact.validation.subjectMin": "Subject must contain at least 3 characters",
  "contact.validation.messageMin": "Message must contain at least 10 characters",
  "contact.validation.nameRequired": "Name is required",
  "contact.validation.reasonRequired": "Reason is required",
  "contact.validation.tooLong": "This text is too long",
  "contact.tooMany": "Too many messages. Please try again later.",
  "contact.pageTitle": "Contact Us",
  "contact.pageIntro": "Questions about your account, a subscription or your data? Write to us and the support team will answer by email.",
  "contact.formTitle": "Send us a message",
  "contact.emailUs": "Email us",
  "contact.emailUsText": "You can also write directly to",
  "contact.hoursTitle": "Support hours",
  "contact.hours.weekdays": "Monday-Friday",
  "contact.hours.weekdaysTime": "9:00-18:00",
  "contact.hours.saturday": "Saturday",
  "contact.hours.saturdayTime": "10:00-14:00",
  "contact.hours.sunday": "Sunday",
  "contact.hours.closed": "Closed",
  "contact.hoursZone": "Times are Central European Time (Rome).",
  "contact.otherPage": "Partnership, feedback or press? Use the {link}.",
  "contact.otherPageLink": "detailed contact form",
  "contact.altTitle": "Contact the team",
  "contact.altIntro": "Tell us who you are and what it is about, and the right person in the team will answer.",
  "contact.responseNote": "We answer every message within 24 hours.",
  "contact.helpTitle": "Looking for a quick answer?",
  "contact.helpText": "The {guide} covers the trial, subscriptions and the most common problems.",
  "contact.helpGuide": "user guide",

  // Install page (docs/product/public-pages.md#install-guide-and-demo)
  "install.title": "Install NutriPilot",
  "install.intro":
    "NutriPilot works in any modern browser, and you can also install it like an app: it gets its own icon and window, and opens faster.",
  "install.qrTitle": "Open it on your phone",
  "install.qrText": "Scan this code with your phone's camera to open NutriPilot there, then install it from the browser.",
  "install.qrLabel": "QR code of {url}",
  "install.installButton": "Install NutriPilot",
  "install.installedTitle": "NutriPilot is installed",
  "install.installedText": "You are using the installed app. You can open it from your home screen or app list.",
  "install.promptReady": "Your browser can install NutriPilot right now.",
  "install.chromeTitle": "Chrome and Edge",
  "install.chromeStep1": "Open NutriPilot in Chrome or Microsoft Edge.",
  "install.chromeStep2": "Select the install icon at the right end of the address bar, or open the browser menu (⋮ in Chrome, … in Edge).",
  "install.chromeStep3": "Choose 'Install NutriPilot' (in Edge: Apps, then 'Install this site as an app').",
  "install.chromeStep4": "Confirm with Install. NutriPilot opens in its own window and appears with your apps.",
  "install.chromeAndroid": "On Android: open the menu ⋮ and choose 'Install app' or 'Add to Home screen'.",
  "install.firefoxTitle": "Firefox",
  "install.firefoxText":
    "Firefox has limited support for installing web apps. On Android, open the menu ⋮ and choose 'Install' or 'Add to Home screen'. On a computer, use NutriPilot in a normal tab, or install it from Chrome or Edge.",
  "install.safariTitle": "Safari",
  "install.safariText":
    "On iPhone and iPad, tap the Share button, then 'Add to Home Screen'. On a Mac with Safari 17 or later, choose File, then 'Add to Dock'. Some app features, such as install prompts, are limited in Safari.",
  "install.offlineTitle": "Without a connection",
  "install.offlineText":
    "The installed app keeps its own files on your device so it starts quickly. Your meals, goals and account always come fresh from our server, so without a connection NutriPilot shows an offline page instead of old data.",
} as const;
