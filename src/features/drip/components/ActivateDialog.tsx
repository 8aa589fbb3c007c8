import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useExistingOnList } from '../queries';

/**
 * Before a list-triggered campaign starts: its trigger catches only the people who join the list from now on,
 * so this says how many are on it already and lets the person enrol them too (their first step counted from
 * now) or start with new joiners only.
 */
export function ActivateDialog({
  campaignId,
  campaignName,
  listName,
  onActivate,
  onClose,
}: {
  campaignId: string;
  campaignName: string;
  listName: string;
  onActivate: (enrolExisting: boolean) => void;
  onClose: () => void;
}) {
  const existing = useExistingOnList(campaignId);
  const count = existing.data;
  const people = count === 1 ? '1 person' : `${count} people`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="activate-title">
      <DialogTitle id="activate-title">Activate “{campaignName}”</DialogTitle>
      <DialogContent>
        <DialogContentText role="status">
          {existing.isPending
            ? `Counting the people already on ${listName}…`
            : existing.isError
              ? `The people already on ${listName} could not be counted: the campaign can still start with new joiners.`
              : count === 0
                ? `Nobody on ${listName} is waiting: the campaign starts with the people who join from now on.`
                : `${people} already on ${listName} ${count === 1 ? 'is' : 'are'} not enrolled. The campaign starts with the people who join from now on; enrol ${count === 1 ? 'this person' : `these ${count}`} too? Their first step is counted from now.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant={count ? 'outlined' : 'contained'} onClick={() => onActivate(false)}>
          {count ? 'Activate for new joiners only' : 'Activate'}
        </Button>
        {!!count && (
          <Button variant="contained" onClick={() => onActivate(true)}>
            Activate and enrol {people}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
