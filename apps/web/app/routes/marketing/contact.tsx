import { ContactForm } from "../../components/marketing/contact-form";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { MailIcon, PhoneIcon, PinIcon } from "../../components/ui/icons";
import { Section, SectionHeading } from "../../components/ui/section";
import { CONTACT_CARDS } from "../../content/contact";
import { pageMeta } from "../../content/seo";

export const meta = () =>
  pageMeta({
    title: "Contact",
    description:
      "Questions about ReelForge, a quote for your team or feedback? Call, e-mail or send us a message.",
    path: "/contact",
  });

const ICONS = { phone: PhoneIcon, email: MailIcon, location: PinIcon };

export default function Contact() {
  return (
    <MarketingLayout>
      <PageBanner title="Contact" crumb="Contact" lead="We answer every message within one working day." />
      <Section id="contact-details" labelledBy="contact-details-title">
        <h2 id="contact-details-title" className="sr-only">
          Contact details
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {CONTACT_CARDS.map((card) => {
            const Icon = ICONS[card.kind];
            return (
              <li
                key={card.title}
                className="rounded-3xl bg-white p-7 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
              >
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                  <Icon width={24} height={24} />
                </span>
                <h3 className="mt-5 text-lg font-bold">{card.title}</h3>
                <ul className="mt-3 space-y-1 text-slate-600 dark:text-slate-300">
                  {card.lines.map((line) => (
                    <li key={line.text}>
                      {line.href ? (
                        <a
                          href={line.href}
                          className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                        >
                          {line.text}
                        </a>
                      ) : (
                        line.text
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="contact-form" labelledBy="contact-form-title" tone="muted">
        <SectionHeading
          id="contact-form-title"
          part1="Have any questions"
          part2="for us?"
          lead="Tell us what you are working on. Quotes, feedback and support requests all land in the same inbox."
        />
        <div className="mx-auto mt-10 max-w-3xl rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 dark:bg-slate-900 dark:ring-slate-800">
          <ContactForm />
        </div>
      </Section>
    </MarketingLayout>
  );
}
