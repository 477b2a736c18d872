'use client';

import { forwardRef, useId } from 'react';
import { Button, type ButtonProps } from '../Button';
import { joinIds } from '../Field/FieldParts';
import { warnInDevelopment } from '../private/warnInDevelopment';
import { useRadioTileTitleId } from './tileTitle';

export type RadioTileActionProps = ButtonProps;

/**
 * A button of a RadioTile (Edit, Remove …). It shows its own word but is named with the tile's
 * title too ("Edit Visa ending 1234"), so a list of tiles does not read as a row of identical
 * "Edit" buttons. A secondary, small Button unless told otherwise.
 */
export const RadioTileAction = forwardRef<HTMLButtonElement, RadioTileActionProps>(function RadioTileAction(
  { id, variant = 'secondary', size = 'small', ...rest },
  ref,
) {
  const titleId = useRadioTileTitleId();
  const generatedId = useId();
  const ownId = id ?? generatedId;
  if (!titleId) warnInDevelopment('RadioTileAction belongs in the `actions` of a RadioTile.');
  return (
    <Button
      aria-labelledby={rest['aria-label'] ? undefined : joinIds(ownId, titleId)}
      {...rest}
      ref={ref}
      id={ownId}
      variant={variant}
      size={size}
    />
  );
});
