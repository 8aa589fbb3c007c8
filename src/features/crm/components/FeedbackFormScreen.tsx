import { useParams } from 'react-router-dom';
import { PublicFeedbackForm } from '../../feedback';

/** /feedback/{formId}: the public feedback form. */
export default function FeedbackFormScreen() {
  const { formId = '' } = useParams();
  return <PublicFeedbackForm key={formId} formId={formId} />;
}
