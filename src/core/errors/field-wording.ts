/**
 * The stock field messages of the provider's backend (Django REST Framework) as a customer
 * should read them. The wire keeps DRF's wording (the reference server speaks it too); the
 * portal shows these instead wherever a field message reaches the screen: a form field's own
 * message (ui/components/text-field.tsx), and a server message elsewhere (error-body.ts).
 */
const CUSTOMER_WORDING: Readonly<Record<string, string>> = Object.freeze({
  "This field may not be blank.": "Please fill in this field.",
  "This field is required.": "Please fill in this field.",
  "This field may not be null.": "Please fill in this field.",
  "A valid integer is required.": "Please enter a whole number.",
  "A valid number is required.": "Please enter a number.",
  "Not a valid string.": "Please enter text here.",
});

/** The message in the customer's words, or the message itself when it is not a stock one. */
export function customerWording(message: string): string {
  return Object.hasOwn(CUSTOMER_WORDING, message)
    ? (CUSTOMER_WORDING[message] ?? message)
    : message;
}
