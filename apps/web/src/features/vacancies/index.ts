export { usePartnerVacancies } from './api/get-partner-vacancies.ts';
export { vacancyKeys } from './api/keys.ts';
export { EmployerVacancies } from './components/employer-vacancies.tsx';
export { VacancyCard } from './components/vacancy-card.tsx';
