import { Landing } from '~/features/site/components/landing'

export default function HomeRoute() {
  return <Landing />
}

export function meta() {
  return [
    { title: 'Capsule Studio — personal styling' },
    {
      name: 'description',
      content: 'Styling services and wardrobe building, perfectly curated for your life.',
    },
  ]
}
