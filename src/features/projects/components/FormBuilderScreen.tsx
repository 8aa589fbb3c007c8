import { Link as RouterLink } from 'react-router-dom';
import { FormBuilder } from './FormBuilder';
import { SelectedProjectPage } from './SelectedProjectPage';

/** /form-builder-view: the recording form configurator for the selected project. */
export default function FormBuilderScreen() {
  return (
    <SelectedProjectPage
      title="Form Builder"
      intro={(project) => (
        <>
          What contributors are asked when they record a story for this project.
          {project && !project.isPrivate && (
            <>
              {' '}
              <RouterLink to={`/forms-view/${encodeURIComponent(project.id)}`}>
                Open the public form
              </RouterLink>
            </>
          )}
        </>
      )}
      loadingLabel="Loading the form"
      empty={{ title: 'No project selected', hint: 'Create a project in Projects first.' }}
    >
      {(project) => <FormBuilder project={project} />}
    </SelectedProjectPage>
  );
}
