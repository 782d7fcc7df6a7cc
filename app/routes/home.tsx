export default function Home() {
  return <h1>Compliance workbench</h1>;
}
