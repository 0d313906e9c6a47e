import { useState } from 'react';

/**
 * A form's "please fill in" message: shown once a press found a required field blank, and gone as
 * soon as the fields are filled, without another press.
 */
export function useRequiredFieldsMessage(message: string) {
  const [hasFoundBlank, setHasFoundBlank] = useState(false);
  return {
    /** At a press: true when every required field is filled. */
    check: (isComplete: boolean) => {
      setHasFoundBlank(!isComplete);
      return isComplete;
    },
    messageFor: (isComplete: boolean) => (hasFoundBlank && !isComplete ? message : null),
  };
}
