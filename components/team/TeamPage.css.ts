export { empty, heading, lead, page, teamGrid as grid } from '@/styles/listPage.css';
