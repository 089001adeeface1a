import { Card } from '@/components/ui/card';

const AVATAR_TONES = {
  sea: 'bg-sea-700 text-white',
  deep: 'bg-sea-900 text-white',
  sand: 'bg-sand-300 text-sea-900',
} as const;

export type TeamMember = { name: string; initials: string; role: string; bio: string };

type TeamCardProps = { member: TeamMember; tone: keyof typeof AVATAR_TONES };

/** A team member with an abstract avatar (initials in a coloured circle) instead of a photo. */
function TeamCard({ member, tone }: TeamCardProps) {
  return (
    <Card as="article" ring="warm" className="h-full text-center">
      <span
        aria-hidden="true"
        className={`mx-auto flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold ${AVATAR_TONES[tone]}`}
      >
        {member.initials}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-sea-900">{member.name}</h3>
      <p className="text-sm font-medium text-sea-700">{member.role}</p>
      <p className="mt-3 text-slate-600">{member.bio}</p>
    </Card>
  );
}

/** Three or more team cards in a responsive grid, tones taken in turn. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  const tones = Object.keys(AVATAR_TONES) as (keyof typeof AVATAR_TONES)[];
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {members.map((member, index) => (
        <li key={member.name}>
          <TeamCard member={member} tone={tones[index % tones.length]!} />
        </li>
      ))}
    </ul>
  );
}
