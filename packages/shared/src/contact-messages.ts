// Free of zod, so the web app can translate these on the landing page without loading the schemas.
export const ContactMessages = {
  emailInvalid: "Please enter a valid email address",
  subjectMin: "Subject must contain at least 3 characters",
  messageMin: "Message must contain at least 10 characters",
  nameRequired: "Name is required",
  reasonRequired: "Reason is required",
  tooLong: "This text is too long",
  sent: "Message Sent",
  sendFailed: "An error occurred while sending your message",
} as const;
