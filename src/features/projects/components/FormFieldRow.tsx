import { useWatch, type Control } from 'react-hook-form';
import { QuestionFields } from '../../../components/QuestionFields';
import { QuestionRow } from '../../../components/QuestionRow';
import { FIELD_TYPE_LABELS, FIELD_TYPES, type ConfigSectionKey, type FormField } from '../form-definition';

/** The form builder's values: the built-in sections switched on and the project's own questions in order. */
export interface BuilderForm {
  sections: Record<ConfigSectionKey, boolean>;
  fields: FormField[];
}
export type BuilderControl = Control<BuilderForm, unknown, BuilderForm>;

/**
 * One question of the recording form builder, the `index`th of the form's `fields`, moved by its arrow buttons
 * or Alt+↑ / Alt+↓ anywhere in the row.
 */
export function FormFieldRow({
  id,
  index,
  count,
  control,
  onLabelDone,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  control: BuilderControl;
  onLabelDone: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [label, type] = useWatch({ control, name: [`fields.${index}.label`, `fields.${index}.type`] });
  return (
    <QuestionRow id={id} index={index} count={count} label={label} onMove={onMove} onRemove={onRemove}>
      <QuestionFields
        control={control}
        index={index}
        type={type}
        types={FIELD_TYPES}
        typeLabels={FIELD_TYPE_LABELS}
        hasChoices={(t) => t === 'select'}
        keyField={{ onLabelDone }}
      />
    </QuestionRow>
  );
}
