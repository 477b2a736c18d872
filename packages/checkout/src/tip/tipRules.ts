// The tip's rules (checkout spec §4, §5 "Custom tip", §9): suggestions never zero; a custom tip in
// dollars and cents, at most the order's max tip.
import { formatMoney } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { number, object, type input, type output } from 'zod';
import type { tipMessages } from './tipMessages';

// The suggestions are a module of their own: the tip's row needs them without zod.
export { tipSuggestions } from './tipSuggestions';

export type CustomTipMessages = Pick<typeof tipMessages, 'tipRequired' | 'tipOverMax'>;

/** The custom amount in cents, as the currency input gives it; `null` while empty. */
export function customTipSchema(messages: CustomTipMessages, maxTip: number) {
  return object({
    cents: number()
      .int()
      .nullable()
      .superRefine((cents, context) => {
        if (cents === null) {
          context.addIssue({ code: 'custom', message: messages.tipRequired });
        } else if (cents > Math.round(maxTip * 100)) {
          context.addIssue({ code: 'custom', message: format(messages.tipOverMax, { amount: formatMoney(maxTip) }) });
        }
      })
      .transform((cents) => (cents ?? 0) / 100),
  });
}

export type CustomTipInput = input<ReturnType<typeof customTipSchema>>;
export type CustomTipValues = output<ReturnType<typeof customTipSchema>>;
