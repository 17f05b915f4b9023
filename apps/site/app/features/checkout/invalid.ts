/** A field's error from the action's answer, as react-aria's fields take it (announced, not blocking). */
export function invalid(errors: Readonly<Record<string, string>>, name: string) {
  return {
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
    validationBehavior: 'aria' as const,
  };
}
