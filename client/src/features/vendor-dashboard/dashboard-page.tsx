import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/app/session-slice';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { ReceiptIcon, UserIcon } from '@/components/icons';
import {
  BookIcon,
  BoxIcon,
  ChevronRightIcon,
  GridIcon,
  SlidersIcon,
  TagIcon,
} from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { env } from '@/lib/env';
import { BusinessOverview } from './business-overview';
import { GettingStarted } from './getting-started';
import styles from './dashboard-page.module.css';

interface Area {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const areas: Area[] = [
  {
    to: '/vendor/product',
    title: 'Add a product',
    text: 'Walk through the product wizard: category, details, price, variants and images.',
    icon: <BoxIcon />,
  },
  {
    to: '/vendor/manage',
    title: 'Top Management',
    text: 'Categories, sub-categories, their order on the site and the product lists.',
    icon: <GridIcon />,
  },
  {
    to: '/vendor/attr',
    title: 'Attributes',
    text: 'Variation types such as size and colour, and the values products can use.',
    icon: <TagIcon />,
  },
  {
    to: '/vendor/orders',
    title: 'Orders',
    text: 'New orders, status changes that notify the customer, and printable bills.',
    icon: <ReceiptIcon />,
  },
  {
    to: '/vendor/orders/list',
    title: 'Order list',
    text: 'Find any order by id, name or phone, filter by status, payment and date, export CSV.',
    icon: <ReceiptIcon />,
  },
  {
    to: '/vendor/products',
    title: 'Products',
    text: 'Every product in one table: stock and prices, bulk price, stock and status changes.',
    icon: <BoxIcon />,
  },
  {
    to: '/vendor/customers',
    title: 'Customers',
    text: 'Who buys from you: orders, total spent and their last order.',
    icon: <UserIcon />,
  },
  {
    to: '/vendor/general/sliders',
    title: 'Home sliders',
    text: 'The banners at the top of the home page, for desktop and mobile.',
    icon: <SlidersIcon />,
  },
  {
    to: '/vendor/profile',
    title: 'Profile & COD',
    text: 'Your name, number and password, and the cash-on-delivery switch.',
    icon: <UserIcon />,
  },
];

/** /vendor and /vendor/dashboard: the welcome page with a card per admin area. */
export function DashboardPage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageHeader
        eyebrow={admin ? `Welcome back, ${admin.name}` : 'Welcome back'}
        title="Manage your website"
        description="Everything shoppers see comes from here: the catalogue, the home page and every order."
        actions={
          <a href={env.docsUrl} className={buttonClass('secondary')}>
            <BookIcon size={18} />
            Read the documentation
          </a>
        }
      />
      <BusinessOverview />
      <ul className={styles.grid}>
        {areas.map((area) => (
          <li key={area.to}>
            <Card interactive className={styles.card}>
              <span className={styles.icon}>{area.icon}</span>
              <h2 className={styles.title}>
                <Link to={area.to} className={styles.link}>
                  {area.title}
                </Link>
              </h2>
              <p className={styles.text}>{area.text}</p>
              <ChevronRightIcon size={18} className={styles.chevron} />
            </Card>
          </li>
        ))}
      </ul>
      <GettingStarted />
    </>
  );
}
