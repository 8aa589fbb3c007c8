import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { answerWords, type WorkshopOffer } from '../offer-model';

const COLOURS = { available: 'success', tentative: 'warning', unavailable: 'error' } as const;

export function OfferAnswers({ offers }: { offers: (WorkshopOffer & { id: string })[] }) {
  return (
    <List dense aria-label="Answers to the offer">
      {offers.map((o) => (
        <ListItem key={o.id} data-testid={`answer-${o.facilitatorId}`} disableGutters>
          <Chip
            size="small"
            sx={{ mr: 1, minWidth: 96 }}
            label={o.response ?? 'waiting'}
            color={o.response ? COLOURS[o.response] : 'default'}
            variant={o.response ? 'filled' : 'outlined'}
          />
          <ListItemText primary={o.facilitatorName || o.facilitatorEmail} secondary={answerWords(o)} />
        </ListItem>
      ))}
    </List>
  );
}
