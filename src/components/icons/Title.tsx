import { createSvgIcon } from '@mui/material/utils';

export default createSvgIcon(<path d="M5 4v3h5.5v12h3V7H19V4z" />, 'Title');
