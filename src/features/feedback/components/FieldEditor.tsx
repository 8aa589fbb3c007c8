import { useWatch, type Control } from 'react-hook-form';
import { QuestionFields } from '../../../components/QuestionFields';
import { QuestionRow } from '../../../components/QuestionRow';
import { FEEDBACK_FIELD_LABELS, FEEDBACK_FIELD_TYPES, hasChoices } from '../model';
import { type FormDraft } from '../builder';

/** The drag's payload type: only rows of this builder accept it. */
export const DRAG_TYPE = 'application/x-feedback-question';

/**
 * One question in the feedback form builder. Reordered by its arrow buttons, by Alt+↑ / Alt+↓ anywhere in the
 * row (no mouse needed), or by dragging its handle onto another question.
 */
export function FieldEditor({
  id,
  index,
  count,
  control,
  onMove,
  onDropFrom,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  control: Control<FormDraft>;
  onMove: (to: number) => void;
  /** The question at `from` was dropped here: it takes this one's place. */
  onDropFrom: (from: number) => void;
  onRemove: () => void;
}) {
  const [label, type] = useWatch({ control, name: [`fields.${index}.label`, `fields.${index}.type`] });
  return (
    <QuestionRow
      id={id}
      index={index}
      count={count}
      label={label}
      onMove={onMove}
      onRemove={onRemove}
      drag={{ type: DRAG_TYPE, onDropFrom }}
    >
      <QuestionFields
        control={control}
        index={index}
        type={type}
        types={FEEDBACK_FIELD_TYPES}
        typeLabels={FEEDBACK_FIELD_LABELS}
        hasChoices={hasChoices}
        help
      />
    </QuestionRow>
  );
}
