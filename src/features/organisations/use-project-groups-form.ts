import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { zProjectGroupsForm, type ProjectGroupsForm } from './model';

/** The form behind a project's groups: it starts at the saved groups and says whether the choice differs. */
export function useProjectGroupsForm(savedGroupIds: string[]) {
  const form = useForm<ProjectGroupsForm>({
    resolver: zodResolver(zProjectGroupsForm),
    defaultValues: { groupIds: savedGroupIds },
  });
  const selected = useWatch({ control: form.control, name: 'groupIds' });
  const changed = [...selected].sort().join() !== [...savedGroupIds].sort().join();
  return { form, changed };
}
