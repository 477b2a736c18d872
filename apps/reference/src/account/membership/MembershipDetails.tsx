import { useAccountRoutes } from '@aisle/account';
import { activeMembershipStatus, type MembershipEnrolment } from '@aisle/contracts/account';
import { useBanner } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { planDate, planDelivery, planDuration, planPeriod, planTitle } from '@aisle/scheduling';
import { Alert, Button, Card, Link, Skeleton, Stack, VisuallyHidden, format } from '@aisle/ui';
import * as pageStyles from '../../pages/pages.css';
import * as styles from './MembershipDetails.css';
import { membershipMessages as messages } from './membershipMessages';
import { useMembership } from './useMembership';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The plan's facts, with the scheduling package's plan text: title, period in words, 'MMMM DD, YYYY' dates. */
function PlanFacts({ enrolment }: { enrolment: MembershipEnrolment }) {
  const { features } = useBanner();
  const item = enrolment.itemProduct;
  const period = item ? planPeriod(planDuration(item)) : '';
  const price = item?.computedMembershipItemData?.renewalPrice ?? item?.originalPrice?.regular.price;
  const cancellation = enrolment.cancellationDate?.value;
  const delivery = planDelivery(enrolment.subscriptionType);
  const facts: [string, string][] = [
    [messages.plan, planTitle(enrolment.subscriptionType) ?? features.membershipName],
    [messages.status, enrolment.status === activeMembershipStatus ? messages.statusActive : messages.statusInactive],
  ];
  if (delivery) facts.push([messages.delivery, delivery]);
  if (period) facts.push([messages.period, capitalised(period)]);
  if (price !== undefined) facts.push([messages.price, formatMoney(price)]);
  // A cancelled membership runs to its cancellation date and does not renew.
  facts.push(
    cancellation ? [messages.endsOn, planDate(cancellation)] : [messages.renewsOn, planDate(enrolment.renewalDueDate)],
  );
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /membership's content: the shopper's Boost (HTPlus) plan, or that they have none. */
export function MembershipDetails() {
  const { features } = useBanner();
  const routes = useAccountRoutes();
  const { enrolment, isLoading, error, retry } = useMembership();
  const backToAccount = <Link href={routes.dashboard}>{messages.backToAccount}</Link>;

  if (error !== undefined && enrolment === undefined) {
    return (
      <Stack space="4">
        <Alert tone="error">{messages.failed}</Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            {messages.retry}
          </Button>
        </div>
      </Stack>
    );
  }
  if (isLoading || enrolment === undefined) {
    return (
      <Card aria-busy="true">
        <VisuallyHidden as="p" role="status">
          {messages.loading}
        </VisuallyHidden>
        <Skeleton lines={3} />
      </Card>
    );
  }
  if (enrolment === null) {
    return (
      <Stack space="4">
        <p className={pageStyles.subheading}>{format(messages.none, { membership: features.membershipName })}</p>
        <p className={pageStyles.body}>{messages.noneDetail}</p>
        {backToAccount}
      </Stack>
    );
  }
  return (
    <section className={styles.details} aria-labelledby="membership-plan">
      <h2 id="membership-plan" className={pageStyles.subheading}>
        {messages.planHeading}
      </h2>
      <PlanFacts enrolment={enrolment} />
      {backToAccount}
    </section>
  );
}
