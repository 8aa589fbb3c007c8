import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { standingOf } from '../history';
import { answerWords, type WorkshopOffer } from '../offer-model';
import type { PublicWorkshop } from '../public-workshop';
import { CancellationNotice, StandingChip } from './WorkshopStanding';

/**
 * A workshop offered to me that has since been cancelled or delivered without me: what it was, why it was
 * called off, and the answer I gave. Nothing to answer any more.
 */
export function ClosedOfferCard({
  offer,
  workshop,
  today,
}: {
  offer: WorkshopOffer & { id: string };
  workshop: PublicWorkshop;
  today: string;
}) {
  return (
    <Card variant="outlined" data-testid={`closed-offer-${offer.workshopId}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {offer.title}
          </Typography>
          <StandingChip standing={standingOf(workshop, today)} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {offer.date} · {offer.startTime}–{offer.endTime} · {offer.address || 'Address to be confirmed'} ·
          Offered to you
        </Typography>
        <CancellationNotice workshop={workshop} />
        <Typography variant="body2">
          Your answer: {offer.response ? `${offer.response} (${answerWords(offer)})` : 'none given'}
        </Typography>
      </CardContent>
    </Card>
  );
}
