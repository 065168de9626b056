/**
 * What the sample courses teach (course-lessons.seed.ts) in German, written as a German-speaking
 * teacher would, with Sie and the glossary's terms (client/src/i18n/glossary.md). Markdown, code
 * and tool names stay as in the English.
 */
import type { QuestionVersion, SampleLessonsVersion } from './course-lessons.seed.js';

/** A single-choice question: its options in the English order (the correct one first). */
const pick = (text: string, explanation: string, ...options: string[]): QuestionVersion => ({ text, explanation, options });
const trueOrFalse = (text: string, explanation: string): QuestionVersion => ({ text, explanation, options: ['Wahr', 'Falsch'] });

export const SAMPLE_LESSONS_DE: Readonly<Record<string, SampleLessonsVersion>> = {
  'Introduction to Generative AI': {
    lessons: {
      'From autocomplete to language models': `## Das nächste Wort vorhersagen

Die Tastatur Ihres Smartphones schlägt Ihnen das nächste Wort anhand der vorherigen Wörter vor. Ein **großes Sprachmodell** macht dasselbe, nur in ungleich größerem Maßstab: Es wurde mit riesigen Textmengen darauf trainiert, das nächste *Token* (ein Wort oder einen Wortteil) vorherzusagen.

Wiederholen Sie diese Vorhersage viele Male, und es entstehen Absätze, Antworten und Code. Nachgeschlagen wird dabei nichts: Das Modell erzeugt Text, der angesichts des Vorangegangenen *wahrscheinlich* ist.

**Probieren Sie es aus:** Bitten Sie einen Chatbot, den Satz „Die drei häufigsten Einsatzbereiche von KI im Beruf sind“ fortzusetzen, und achten Sie darauf, wie flüssig – und wie allgemein – die Antwort ausfällt.`,
      'Images, audio and video generation': `## Mehr als Text

Bildgeneratoren wie Diffusionsmodelle beginnen mit zufälligem Rauschen und entfernen es Schritt für Schritt, geleitet von Ihrer Beschreibung, bis ein Bild entsteht. Audio- und Videomodelle arbeiten nach demselben Prinzip mit Schallwellen und Einzelbildern.

- **Bilder:** Konzeptgrafiken, Produktentwürfe, Illustrationen.
- **Audio:** Sprachaufnahmen, Musikskizzen, Transkription in umgekehrter Richtung.
- **Video:** kurze Clips und Animationen, noch teuer und schwerer zu steuern.

Generierte Medien können echt wirken. Kennzeichnen Sie sie deshalb als KI-generiert, wenn Sie sie veröffentlichen.`,
      'Limits and hallucinations': `## Wenn das Modell selbstsicher danebenliegt

Weil ein Sprachmodell *wahrscheinlichen* Text erzeugt, kann es Falsches mit voller Überzeugung behaupten. Das nennt man eine **Halluzination**: erfundene Fakten, Zitate, Quellen oder Zahlen.

Halluzinationen treten häufiger auf, wenn Sie nach aktuellen Ereignissen, Nischenthemen oder genauen Zahlen fragen.

1. Fragen Sie nach Quellen und prüfen Sie, ob es sie gibt.
2. Geben Sie dem Modell im Prompt die Fakten, die es braucht.
3. Veröffentlichen Sie nie eine Zahl, die Sie nicht selbst geprüft haben.`,
    },
    questions: [
      pick('Was tut ein großes Sprachmodell, wenn es schreibt?', 'Es sagt ein wahrscheinliches Token nach dem anderen voraus; Fakten schlägt es nicht nach.', 'Es sagt immer wieder das nächste Token voraus', 'Es schlägt die Antwort in einer Datenbank nach', 'Es kopiert ein gespeichertes Dokument'),
      trueOrFalse('Auch eine selbstsichere Antwort eines Chatbots kann erfunden sein.', 'Halluzinationen klingen genauso flüssig wie richtige Antworten. Prüfen Sie daher Fakten und Quellen.'),
    ],
  },
  'Python for AI and Data': {
    lessons: {
      'Variables, types and control flow': `## Namen für Werte

Eine Variable ist ein Name für einen Wert: \`price = 49.99\`. Den **Datentyp** ermittelt Python selbst: \`int\` für ganze Zahlen, \`float\` für Dezimalzahlen, \`str\` für Text, \`bool\` für \`True\`/\`False\`.

Der Kontrollfluss entscheidet, was ausgeführt wird:

\`\`\`python
if price > 40:
    print("Premium")
else:
    print("Standard")

for month in ["Jan", "Feb", "Mar"]:
    print(month)
\`\`\`

Die Einrückung gehört zur Sprache: Die eingerückten Zeilen gehören zum \`if\` oder zum \`for\`.`,
      'Functions and modules': `## Wiederverwendbare Schritte

Eine **Funktion** gibt einigen Schritten einen Namen, damit Sie sie wiederverwenden können:

\`\`\`python
def with_tax(amount, rate=0.2):
    return amount * (1 + rate)
\`\`\`

Ein **Modul** ist eine Datei mit Funktionen, die Sie importieren können. Die Standardbibliothek bringt bereits viele mit: \`import math\`, \`import statistics\`. Auch Bibliotheken wie NumPy und pandas sind Module; Sie installieren sie mit \`pip\`.

Halten Sie Funktionen klein, geben Sie ihnen einen klaren Namen und lassen Sie sie einen Wert *zurückgeben*, statt ihn auszugeben.`,
      'Working with files': `## Daten lesen und schreiben

Öffnen Sie eine Datei mit \`with\`, dann wird sie für Sie geschlossen, auch wenn etwas schiefgeht:

\`\`\`python
with open("sales.csv", encoding="utf-8") as f:
    for line in f:
        print(line.strip())
\`\`\`

Verwenden Sie \`"w"\` zum Schreiben und \`"a"\` zum Anhängen. Bei CSV-Dateien kümmert sich das Modul \`csv\` um Anführungszeichen und Kommas; später im Kurs liest pandas mit \`pd.read_csv\` eine ganze Datei in einer einzigen Zeile ein.

Geben Sie immer die Kodierung an (\`utf-8\`): So vermeiden Sie verstümmelte Umlaute.`,
    },
    questions: [
      pick('Welchen Datentyp gibt Python der Zahl 3.5?', 'Zahlen mit Dezimalpunkt sind Floats.', 'float', 'int', 'str'),
      trueOrFalse('Wird eine Datei mit „with“ geöffnet, wird sie automatisch geschlossen.', 'Der with-Block schließt die Datei an seinem Ende, auch nach einem Fehler.'),
    ],
  },
  'Machine Learning Fundamentals': {
    lessons: {
      'Supervised and unsupervised learning': `## Lernen mit und ohne Antworten

Beim **überwachten Lernen** bringt jedes Beispiel die Antwort mit, die das Modell lernen soll: Merkmale eines Hauses samt Preis, E-Mails, die als Spam markiert sind oder nicht. Das Modell lernt, Eingaben diesen Labels zuzuordnen.

Beim **unüberwachten Lernen** gibt es keine Labels. Das Modell sucht selbst nach Strukturen, etwa nach Gruppen ähnlicher Kunden (Clustering).

Fragen Sie sich: *Habe ich Beispiele für die richtige Antwort?* Wenn ja, handelt es sich meist um ein überwachtes Problem.`,
      'The machine learning workflow': `## Von der Frage zum Modell

1. **Die Frage klären:** Was wollen Sie vorhersagen, und welche Entscheidung ändert sich dadurch?
2. **Daten sammeln und bereinigen:** Hier steckt der größte Teil der Arbeit.
3. **Die Daten aufteilen** in Trainings- und Testdaten.
4. **Trainieren:** zuerst ein einfaches Basismodell, dann bessere Modelle.
5. **Bewerten** auf den Testdaten, mit einer Metrik, die zum Ziel passt.
6. **Bereitstellen und überwachen:** Daten ändern sich mit der Zeit – und mit ihnen die Genauigkeit.

Einen Schritt zurückzugehen ist normal: Der Workflow ist ein Kreislauf, keine gerade Linie.`,
      'Linear regression': `## Eine Gerade anpassen

Die lineare Regression sagt eine Zahl als gewichtete Summe der Eingaben voraus: *Preis = a × Wohnfläche + b*. Das Training sucht die Gewichte, die die **quadrierten Fehler** zwischen Vorhersagen und echten Werten so klein wie möglich machen.

Sie ist schnell, leicht zu erklären („jeder zusätzliche Quadratmeter bringt etwa 3.000 €“) und ein starkes Basismodell.

Achten Sie auf **Ausreißer**, die die Gerade zu sich hinziehen, und auf Zusammenhänge, die nicht linear sind; mit transformierten Merkmalen wie Wohnfläche² lassen sich auch Kurven abbilden.`,
    },
    questions: [
      pick('Hauspreise aus früheren Verkäufen samt Preisen vorherzusagen, ist …', 'Die Beispiele enthalten die Antwort (den Preis), also handelt es sich um überwachtes Lernen.', 'überwachtes Lernen', 'unüberwachtes Lernen', 'Reinforcement Learning'),
      trueOrFalse('Ein Modell sollte auf denselben Daten bewertet werden, mit denen es trainiert wurde.', 'Halten Sie Testdaten zurück: Ein Modell wird an Daten gemessen, die es noch nicht kennt.'),
    ],
  },
  'Data Analysis with SQL and Python': {
    lessons: {
      'SELECT, WHERE and ORDER BY': `## Einer Tabelle eine Frage stellen

\`\`\`sql
SELECT name, city, total_spent
FROM customers
WHERE country = 'Spain'
ORDER BY total_spent DESC;
\`\`\`

- **SELECT** nennt die gewünschten Spalten (\`*\` steht für alle).
- **WHERE** behält nur die Zeilen, die eine Bedingung erfüllen.
- **ORDER BY** sortiert das Ergebnis; \`DESC\` stellt die größten Werte nach vorn.

Ergänzen Sie beim Erkunden \`LIMIT 10\`, um nur die ersten zehn Zeilen zu sehen.`,
      'Aggregations and GROUP BY': `## Zusammenfassen

Aggregatfunktionen machen aus vielen Zeilen einen einzigen Wert: \`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`.

\`\`\`sql
SELECT country, COUNT(*) AS customers, AVG(total_spent) AS average
FROM customers
GROUP BY country
HAVING COUNT(*) > 100;
\`\`\`

**GROUP BY** erzeugt eine Zeile pro Land. **HAVING** filtert diese Gruppen, so wie WHERE Zeilen filtert. Jede ausgewählte Spalte muss entweder gruppiert oder aggregiert sein.`,
      Joins: `## Tabellen verknüpfen

Bestellungen und Kunden liegen in getrennten Tabellen, verbunden über \`customer_id\`.

\`\`\`sql
SELECT c.name, o.ordered_at, o.amount
FROM orders o
JOIN customers c ON c.id = o.customer_id;
\`\`\`

Ein **Inner Join** behält nur Zeilen, zu denen es auf beiden Seiten eine Entsprechung gibt. Ein **LEFT JOIN** behält jede Zeile der linken Tabelle, mit leeren Werten, wo es keine Entsprechung gibt: So finden Sie Kunden, die nie bestellt haben.

Prüfen Sie die Zeilenzahl vor und nach einem Join: Ein unerwarteter Anstieg deutet auf doppelte Schlüssel hin.`,
    },
    questions: [
      pick('Welche Klausel filtert Gruppen nach GROUP BY?', 'WHERE filtert Zeilen vor dem Gruppieren; HAVING filtert die Gruppen.', 'HAVING', 'WHERE', 'ORDER BY'),
      trueOrFalse('Ein LEFT JOIN behält Zeilen der linken Tabelle, zu denen es keine Entsprechung gibt.', 'Zeilen ohne Entsprechung bleiben erhalten, mit leeren Werten für die rechte Tabelle.'),
    ],
  },
  'AI Strategy for Business Leaders': {
    lessons: {
      'What AI is good at': `## Stärken und blinde Flecken

Die heutige KI ist stark in der **Mustererkennung im großen Maßstab**: Dokumente klassifizieren, Nachfrage prognostizieren, Betrug erkennen, Texte entwerfen und zusammenfassen.

Schwach ist sie, wo Daten knapp sind, wo sich Regeln schneller ändern als die Daten und wo ein Fehler teuer und schwer zu erkennen ist.

Ein nützlicher Test für jede Idee: *Gibt es eine wiederkehrende Entscheidung mit Daten über frühere Ergebnisse, bei der eine hinreichend gute Antwort Zeit oder Geld spart?* Trifft alles drei zu, lohnt es sich, KI zu prüfen.`,
      'Case studies across industries': `## Was andere erreicht haben

- **Handel:** Nachfrageprognosen pro Filiale und Tag haben Fehlbestände und Verschwendung verringert.
- **Banken:** Betrugsmodelle bewerten jede Kartenzahlung in Millisekunden und markieren ungewöhnliche.
- **Fertigung:** Bildverarbeitungssysteme prüfen Produkte am Band und entdecken Fehler, die Menschen gegen Schichtende übersehen.
- **Dienstleistungen:** Assistenten entwerfen Antworten auf Kunden-E-Mails, die Mitarbeitende freigeben oder überarbeiten.

In jedem Fall entstand der Gewinn durch einen veränderten *Prozess*, nicht durch das Modell allein.`,
      'Value and feasibility': `## Den richtigen Startpunkt wählen

Ordnen Sie jede Idee auf zwei Achsen ein:

- **Nutzen:** zusätzlicher Umsatz, eingesparte Kosten, verringertes Risiko, pro Jahr.
- **Machbarkeit:** verfügbare Daten, technischer Schwierigkeitsgrad, nötige Veränderung im Team.

Beginnen Sie mit Ideen, die wertvoll *und* machbar sind. Stellen Sie wertvolle, aber schwierige Ideen zurück, bis Sie Fähigkeiten und Daten aufgebaut haben. Verwerfen Sie Ideen, die leicht umzusetzen sind, aber wenig bringen: Sie binden Aufmerksamkeit, die Sie anderswo brauchen.`,
    },
    questions: [
      pick('Welche Idee eignet sich am besten als erster KI-Kandidat?', 'Eine wiederkehrende Entscheidung mit historischen Ergebnisdaten ist der Bereich, in dem KI am meisten hilft.', 'Eine wiederkehrende Entscheidung mit Daten über frühere Ergebnisse', 'Eine einmalige strategische Entscheidung ohne Daten', 'Eine Aufgabe, deren Regeln sich jede Woche ändern'),
      trueOrFalse('In erfolgreichen KI-Projekten entsteht der Nutzen allein durch das Modell.', 'Der Gewinn entsteht durch den veränderten Prozess rund um das Modell.'),
    ],
  },
  'Deep Learning with PyTorch': {
    lessons: {
      'Tensors on CPU and GPU': `## Der Grundbaustein

Ein **Tensor** ist ein mehrdimensionales Array, ähnlich einem NumPy-Array, das aber auch auf einer GPU liegen kann.

\`\`\`python
import torch
x = torch.randn(64, 3, 32, 32)   # ein Batch aus 64 Farbbildern
device = "cuda" if torch.cuda.is_available() else "cpu"
x = x.to(device)
\`\`\`

Jeder Tensor hat eine **Form** (shape), einen **Datentyp** (dtype) und ein **Gerät** (device). Operationen brauchen ihre Tensoren auf demselben Gerät: Die meisten Fehler, auf die Einsteiger stoßen, sind Form- oder Geräte-Konflikte.`,
      'Automatic differentiation': `## Gradienten inklusive

Markieren Sie einen Tensor mit \`requires_grad=True\`, und PyTorch zeichnet jede Operation mit ihm auf. Ein Aufruf von \`.backward()\` auf einem Ergebnis berechnet den **Gradienten** dieses Ergebnisses nach jedem aufgezeichneten Tensor.

\`\`\`python
w = torch.tensor(2.0, requires_grad=True)
loss = (w * 3 - 9) ** 2
loss.backward()
print(w.grad)  # tensor(-18.)
\`\`\`

Gradienten zeigen, in welche Richtung jedes Gewicht geändert werden muss, um den Verlust zu senken – mehr braucht das Training nicht.`,
      'Your first training loop': `## Fünf Zeilen, die ein Modell trainieren

\`\`\`python
for inputs, targets in loader:
    optimizer.zero_grad()
    loss = loss_fn(model(inputs), targets)
    loss.backward()
    optimizer.step()
\`\`\`

1. Alte Gradienten löschen.
2. Vorhersagen und den Verlust messen.
3. Die Gradienten berechnen.
4. Die Gewichte aktualisieren.

Geben Sie den Verlust alle paar Batches aus: Er sollte sinken. Tut er das nicht, senken Sie zuerst die Lernrate.`,
    },
    questions: [
      pick('Was müssen Sie in jedem Trainingsschritt vor backward() aufrufen?', 'Gradienten summieren sich über mehrere Aufrufe, deshalb werden sie in jedem Schritt gelöscht.', 'optimizer.zero_grad()', 'model.eval()', 'torch.no_grad()'),
      trueOrFalse('Zwei Tensoren auf unterschiedlichen Geräten lassen sich direkt addieren.', 'Verschieben Sie zuerst beide auf dasselbe Gerät.'),
    ],
  },
  'Applied Statistics for Data Science': {
    lessons: {
      'Random variables': `## Zahlen, die vom Zufall kommen

Eine **Zufallsvariable** ordnet jedem Ergebnis eines Zufallsprozesses eine Zahl zu: die Zahl der Kunden morgen, die Zeit, bis eine Maschine ausfällt.

Sie ist **diskret**, wenn sie einzelne Werte annimmt (0, 1, 2 Kunden), und **stetig**, wenn sie jeden Wert in einem Bereich annehmen kann (4,37 Stunden).

Beschrieben wird sie durch ihre Verteilung, zusammengefasst durch den **Mittelwert** (ihr Zentrum) und die **Varianz** (wie weit die Werte um den Mittelwert streuen).`,
      'Common distributions': `## Formen, denen Sie immer wieder begegnen

- **Binomialverteilung:** Erfolge bei *n* unabhängigen Versuchen (Klicks pro 1.000 Impressionen).
- **Poisson-Verteilung:** Ereignisse in einem festen Zeitraum (Anrufe pro Stunde).
- **Normalverteilung:** die Glockenkurve von Summen vieler kleiner Effekte (Messfehler, Körpergrößen).
- **Exponentialverteilung:** Wartezeit zwischen Ereignissen.

Wer die Form seiner Daten erkennt, weiß, welche Werkzeuge und Tests dazu passen.`,
      'The central limit theorem': `## Warum Mittelwerte sich gutmütig verhalten

Ziehen Sie viele Stichproben gleicher Größe und berechnen Sie jeweils den Mittelwert. Ganz gleich, welche Form die ursprünglichen Daten haben: Diese Mittelwerte sind annähernd **normalverteilt**, und zwar umso enger, je größer die Stichprobe ist (die Streuung sinkt mit der Quadratwurzel aus *n*).

Deshalb funktionieren Konfidenzintervalle und viele Tests auch für Mittelwerte schiefer Daten wie den Umsatz pro Kunde – vorausgesetzt, die Stichproben sind groß genug und unabhängig.`,
    },
    questions: [
      pick('Welche Verteilung passt zu „eingehende Anrufe pro Stunde“?', 'Anzahlen von Ereignissen in einem festen Zeitraum folgen einer Poisson-Verteilung.', 'Poisson-Verteilung', 'Normalverteilung', 'Exponentialverteilung'),
      trueOrFalse('Stichprobenmittelwerte streuen umso enger, je größer die Stichprobe ist.', 'Die Streuung des Mittelwerts sinkt mit der Quadratwurzel aus dem Stichprobenumfang.'),
    ],
  },
  'Designing AI-Powered Products': {
    lessons: {
      'How models fail': `## Für die falsche Antwort gestalten

Jedes Modell liegt manchmal falsch, und es scheitert auf typische Weise:

- **Selbstsichere Fehler:** eine falsche Antwort ohne jedes Anzeichen von Zweifel.
- **Grenzfälle:** Eingaben, die den Trainingsdaten nicht ähneln (Akzente, seltene Produkte, neuer Slang).
- **Drift:** Die Welt verändert sich, und die Genauigkeit sinkt allmählich.

Bevor Sie den Idealfall gestalten, halten Sie fest, was passiert, wenn das Modell falschliegt, und wie ein Mensch das bemerkt und korrigiert.`,
      'Setting expectations': `## Sagen, was das System kann

Vertrauen entsteht durch realistische Erwartungen, nicht dadurch, dass man die KI versteckt.

- Sagen Sie, was die Funktion leistet und was nicht.
- Zeigen Sie Unsicherheit, wo sie hilft: „wahrscheinlich“, eine Konfidenzspanne, Alternativen.
- Machen Sie es leicht, das Ergebnis zu korrigieren, und lernen Sie aus der Korrektur.

Einem Assistenten, der sagt: „Ich bin nicht sicher, hier sind zwei Möglichkeiten“, vertrauen Menschen auf Dauer mehr als einem, der immer überzeugt ist.`,
      'Suggestions and autocomplete': `## Die Kontrolle beim Menschen lassen

Vorschläge sind der sanfteste Weg, KI in ein Produkt zu bringen: Der Mensch bleibt der Autor.

- Anbieten statt aufdrängen: eine Taste zum Übernehmen, Weitertippen zum Ignorieren.
- Halten Sie Vorschläge kurz und passend zum aktuellen Kontext.
- Ändern Sie nie ungefragt, was jemand bereits geschrieben hat.

Messen Sie die Übernahmequote *und* die Änderungen nach der Übernahme: Eine hohe Übernahmequote mit anschließend vielen Korrekturen bedeutet, dass die Vorschläge richtig aussehen, es aber nicht sind.`,
    },
    questions: [
      pick('Was schafft auf Dauer Vertrauen in eine KI-Funktion?', 'Realistische Erwartungen und sichtbare Unsicherheit schaffen dauerhaftes Vertrauen.', 'Ehrlichkeit über Unsicherheit und Grenzen', 'Immer überzeugt zu klingen', 'Zu verbergen, dass KI im Spiel ist'),
      trueOrFalse('Gestalten Sie für den Fall, dass das Modell falschliegt, bevor Sie den Idealfall gestalten.', 'Zu wissen, wie Fehler bemerkt und behoben werden, prägt das gesamte Design.'),
    ],
  },
  'AI Product Management': {
    lessons: {
      'Problems worth solving with AI': `## Beim Problem anfangen

Gute KI-Produkte beginnen mit einem häufigen, schmerzhaften Problem, nicht mit einem Modell, das einen Einsatzzweck sucht.

Fragen Sie:

1. Wer hat dieses Problem, und wie oft?
2. Wie wird es heute gelöst, und was kostet das?
3. Würde eine *probabilistische* Antwort, die meistens stimmt, trotzdem helfen?

Lautet die Antwort auf die dritte Frage Nein, braucht das Problem vielleicht Regeln oder bessere Software, aber keine KI.`,
      'Validating with data': `## Geben die Daten das her?

Bevor Sie eine Funktion versprechen, prüfen Sie, ob die Daten vorhanden und nutzbar sind:

- **Menge:** Genug Beispiele für jedes Ergebnis?
- **Labels:** Kennen wir die richtige Antwort für frühere Fälle?
- **Zugang:** Dürfen und können wir sie rechtlich und technisch nutzen?
- **Aktualität:** Spiegeln sie das heutige Nutzerverhalten wider?

Ein schneller Prototyp mit einer Stichprobe echter Daten, und sei es in einer Tabellenkalkulation, beantwortet mehr Fragen als ein Monat Diskussion.`,
      'Requirements for data and models': `## Anforderungen, mit denen ML-Teams arbeiten können

Ersetzen Sie „Das Modell soll genau sein“ durch messbare Anforderungen:

- Die **Metrik**, auf die es ankommt (Precision, Recall, Fehler in Euro), und ihr Zielwert.
- **Latenz** und Kosten pro Vorhersage.
- Was geschehen soll, wenn das Modell **unsicher** ist.
- Nutzergruppen, für die die Leistung aus Fairnessgründen gesondert geprüft werden muss.

Vereinbaren Sie, wie das Modell bewertet wird, *bevor* es gebaut wird.`,
    },
    questions: [
      pick('Mit welcher Anforderung kann ein ML-Team arbeiten?', 'Eine benannte Metrik mit Zielwert lässt sich messen und vereinbaren.', 'Ein Recall von mindestens 90 % auf den Fällen des letzten Quartals', 'Das Modell soll genau sein', 'Das Modell soll intelligent sein'),
      trueOrFalse('Jedes Problem, zu dem es Daten gibt, ist ein gutes Problem für KI.', 'Hilft eine probabilistische Antwort nicht, passen Regeln oder bessere Software womöglich besser.'),
    ],
  },
  'AI-Powered Marketing Analytics': {
    lessons: {
      'Collecting first-party data': `## Daten, die Ihnen gehören

**First-Party-Daten** sind Daten, die Kunden direkt mit Ihnen teilen: Käufe, Anmeldungen, Interaktionen mit E-Mails, Verhalten auf der Website.

Sie sind genauer als zugekaufte Daten und funktionieren auch dann noch, wenn Drittanbieter-Cookies verschwinden.

- Fragen Sie nur ab, was Sie auch nutzen, und sagen Sie, wozu.
- Speichern Sie zu jedem Datenpunkt die Einwilligung.
- Verwenden Sie in allen Systemen dieselbe Kunden-ID, sonst lassen sich die Daten später nicht zusammenführen.`,
      'Building a customer view': `## Eine Zeile pro Kunde

Eine **einheitliche Kundensicht** bündelt, was Sie über jeden Kunden wissen: Identität, Käufe, Kanäle, Kontakte mit dem Support, Einwilligungen.

Fangen Sie einfach an, mit einer Tabelle, die jede Nacht neu erstellt wird:

| Kunde | erste Bestellung | Bestellungen | Umsatz | letzter Besuch |
|---|---|---|---|---|

Diese Tabelle ist die Grundlage für Segmentierung, Churn-Vorhersage und Customer Lifetime Value. Qualität zählt mehr als die Zahl der Spalten: Bereinigen Sie zuerst doppelte Kunden.`,
      'Clustering customers': `## Segmente aus den Daten ableiten

Clustering gruppiert Kunden, die sich ähnlich verhalten, ohne die Segmente vorab festzulegen. **k-means** ist der übliche Einstieg:

1. Wählen Sie wenige Merkmale (Aktualität, Häufigkeit, Umsatz).
2. Skalieren Sie sie, damit kein Merkmal dominiert.
3. Probieren Sie mehrere Clusterzahlen aus und vergleichen Sie sie.

Geben Sie dann jedem Cluster einen Namen, den Marketingleute verstehen („treue Vielkäufer“, „einmalige Schnäppchenjäger“): Ein Segment, das niemand beschreiben kann, wird nie genutzt.`,
    },
    questions: [
      pick('Was sind First-Party-Daten?', 'First-Party-Daten stammen direkt von Ihren eigenen Kunden.', 'Käufe in Ihrem Onlineshop', 'Eine bei einem Adresshändler gekaufte E-Mail-Liste', 'Drittanbieter-Cookies'),
      trueOrFalse('Merkmale sollten vor dem k-means-Clustering skaliert werden.', 'Sonst dominiert das Merkmal mit den größten Zahlen die Abstände.'),
    ],
  },
  'Growth Marketing with AI Tools': {
    lessons: {
      'Competitor analysis': `## Ein schnellerer erster Überblick

KI-Assistenten fassen Websites, Bewertungen und Preisseiten der Konkurrenz in wenigen Minuten zusammen.

Ein nützlicher Prompt: *„Erstelle aus diesen drei Preisseiten eine Tabelle mit Tarifen, Preisen, Limits und der Zielgruppe jedes Tarifs.“*

Gleichen Sie die Tabelle anschließend mit den Quellen ab: Assistenten bringen Details durcheinander. Nutzen Sie die Zusammenfassung, um Lücken zu finden (eine Zielgruppe, die niemand bedient, eine Funktion, die allen fehlt), nicht als fertigen Bericht.`,
      'Audience insights': `## Ihren Kunden in großem Umfang zuhören

Fügen Sie anonymisierte Bewertungen, Umfrageantworten oder Support-Tickets in einen Assistenten ein und fragen Sie:

- Welche Probleme tauchen am häufigsten auf?
- Mit welchen Worten beschreiben Kunden sie?
- Welche Beschwerden kommen von welcher Art von Kunden?

Übernehmen Sie die Worte Ihrer Kunden in Überschriften und Anzeigen: Sie konvertieren besser als interner Fachjargon. Entfernen Sie Namen und E-Mail-Adressen, bevor Sie Daten mit einem Tool teilen.`,
      'Email personalisation': `## Mehr als „Hallo {Vorname}“

Echte Personalisierung verändert, *was* Sie senden, nicht nur die Anrede:

- Empfehlen Sie Produkte, die zum letzten Kauf passen.
- Versenden Sie zu der Uhrzeit, zu der jemand seine E-Mails meist öffnet.
- Passen Sie die Botschaft an die Phase an: neu, aktiv, abwanderungsgefährdet.

KI-Tools können Varianten für jedes Segment schreiben. Testen Sie sie immer mit einer Kontrollgruppe gegen Ihre aktuelle E-Mail, und lassen Sie den Ton von einem Menschen prüfen.`,
    },
    questions: [
      pick('Was sollten Sie mit einer KI-Zusammenfassung über Wettbewerber tun?', 'Assistenten bringen Details durcheinander, daher ist die Zusammenfassung nur ein Ausgangspunkt.', 'Sie mit den Quellen abgleichen', 'Sie unverändert veröffentlichen', 'Sie mit den Wettbewerbern teilen'),
      trueOrFalse('Kundennamen sollten entfernt werden, bevor Bewertungen mit einem KI-Tool geteilt werden.', 'Anonymisieren Sie personenbezogene Daten, bevor sie Ihre Systeme verlassen.'),
    ],
  },
  'NLP and Large Language Model Applications': {
    lessons: {
      Tokenisation: `## Text als Zahlen

Modelle lesen **Tokens**, keine Zeichen oder Wörter. Ein Tokenizer zerlegt Text in häufige Bestandteile: „unglaublich“ wird vielleicht zu \`ungl\`, \`aub\`, \`lich\`.

Warum das wichtig ist:

- Preise und Limits werden in Tokens gezählt, nicht in Wörtern.
- Seltene Wörter und andere Sprachen als Englisch brauchen mehr Tokens pro Wort.
- Zahlen werden oft eigenartig zerlegt – ein Grund, warum Modelle mit Arithmetik kämpfen.

Sehen Sie sich die Tokens Ihrer echten Eingaben an, bevor Sie Kosten oder Kontextlänge abschätzen.`,
      'Self-attention': `## Jedes Wort schaut auf jedes andere

In einem Transformer bildet jedes Token eine **Query**, einen **Key** und einen **Value**. Es vergleicht seine Query mit allen Keys, um zu entscheiden, wie viel *Aufmerksamkeit* es jedem anderen Token schenkt, und mischt deren Values entsprechend.

So wird „sie“ in „Die Katze legte sich hin, weil sie müde war“ mit „Katze“ verknüpft.

Die Kosten der Attention wachsen mit dem Quadrat der Sequenzlänge – deshalb sind lange Kontexte teuer.`,
      'Pretraining objectives': `## Was das Modell zuerst gelernt hat

- **Kausale Sprachmodellierung** (GPT-Stil): das nächste Token vorhersagen. Gut für die Textgenerierung.
- **Maskierte Sprachmodellierung** (BERT-Stil): verdeckte Tokens aus dem Kontext beider Seiten vorhersagen. Gut für Textverständnis und Embeddings.

Das Vortraining auf riesigen Textmengen vermittelt Grammatik, Fakten und Muster; das anschließende **Instruction Tuning** bringt dem Modell bei, Anweisungen zu befolgen. Wer das Trainingsziel eines Modells kennt, weiß, wofür es sich eignet.`,
    },
    questions: [
      pick('Warum sind lange Kontexte in einem Transformer teuer?', 'Jedes Token achtet auf jedes andere: Die Kosten wachsen mit dem Quadrat der Länge.', 'Die Attention wächst mit dem Quadrat der Länge', 'Tokenizer werden bei langen Texten langsamer', 'Die Embeddings werden größer'),
      trueOrFalse('Modelle werden in Tokens statt in Wörtern abgerechnet und begrenzt.', 'Kosten und Kontextgrenzen werden in Tokens gezählt.'),
    ],
  },
  'Computer Vision in Practice': {
    lessons: {
      'Collecting and labelling images': `## Der Datensatz ist das Modell

Sammeln Sie Bilder, die dem ähneln, was das Modell im Betrieb sehen wird: dieselben Kameras, dieselbe Beleuchtung, dieselben Blickwinkel und Hintergründe.

Für die Annotation gilt:

- Schreiben Sie einen **Annotationsleitfaden** mit Beispielen für schwierige Fälle.
- Annotieren Sie einen kleinen Stapel, vergleichen Sie zwei Annotierende und schärfen Sie den Leitfaden dort nach, wo sie sich uneinig sind.
- Nutzen Sie Werkzeuge, die Boxen, Polygone und Reviews unterstützen.

Einige Tausend konsistente Labels sind besser als Zehntausende nachlässige.`,
      'Dataset quality': `## Probleme vor dem Training finden

- **Klassenbalance:** Sind seltene Klassen ausreichend vertreten?
- **Duplikate:** Nahezu identische Bilder in Trainings- und Testdaten treiben die Ergebnisse künstlich in die Höhe.
- **Label-Fehler:** Prüfen Sie die Bilder, bei denen das Modell am stärksten danebenliegt; viele davon sind falsch annotiert.
- **Abdeckung:** Nacht, Regen, Unschärfe, ungewöhnliche Objekte.

Teilen Sie die Daten nach *Quelle* auf (Kamera, Standort, Tag) und nicht zufällig, damit die Testdaten messen, wie das Modell mit neuen Bedingungen zurechtkommt.`,
      'Single-stage detectors': `## Ein Durchlauf, viele Boxen

Einstufige Detektoren wie YOLO sagen Objektklassen und Boxen in einem einzigen Durchlauf über das Bild vorher – schnell genug für Video in Echtzeit.

Das Bild wird in ein Raster zerlegt; jede Zelle sagt Boxen mit einer Konfidenz vorher. Die **Non-Maximum Suppression** entfernt anschließend überlappende Boxen desselben Objekts.

Stimmen Sie den Konfidenzschwellenwert auf Ihren Einsatz ab: Ein niedrigerer Wert findet mehr Objekte, erhöht aber die Zahl der Fehlalarme.`,
    },
    questions: [
      pick('Wie sollten Testdaten in Computer Vision von den Trainingsdaten getrennt werden?', 'Eine Aufteilung nach Quelle misst die Leistung unter neuen Bedingungen.', 'Nach Quelle, etwa nach Kamera oder Standort', 'Zufällig, Bild für Bild', 'Nach Dateiname'),
      trueOrFalse('Die Non-Maximum Suppression entfernt überlappende Boxen desselben Objekts.', 'Von überlappenden Boxen behält sie die mit der höchsten Konfidenz.'),
    ],
  },
  'MLOps: Machine Learning in Production': {
    lessons: {
      'Versioning data and models': `## Jedes Modell reproduzieren

Um ein Modell exakt neu zu erstellen, brauchen Sie drei Versionen: die des **Codes**, der **Daten** und der **Konfiguration** (Hyperparameter, Zufalls-Seeds).

- Code: git.
- Daten: ein Werkzeug zur Datenversionierung oder unveränderliche, datierte Snapshots.
- Modelle: eine Registry, die festhält, welche Daten und welcher Code jedes Modell erzeugt haben.

Verhält sich ein Modell im Betrieb auffällig, können Sie damit die Frage „Was hat sich geändert?“ in Minuten beantworten.`,
      'Experiment tracking': `## Ein Laborbuch für ML

Protokollieren Sie jeden Trainingslauf: Parameter, Metriken, Datenversion, Code-Commit und die Modelldatei.

Werkzeuge wie MLflow oder Weights & Biases erledigen das mit wenigen Zeilen Code und stellen Läufe nebeneinander zum Vergleich dar.

Benennen Sie Experimente nach der Frage, die sie beantworten („Verbessern Wetterdaten die Prognose?“), und halten Sie das Fazit fest: Ein Lauf ohne Fazit wird später wiederholt.`,
      'Orchestrating training': `## Pipelines statt Notebooks

Eine Trainings-**Pipeline** verkettet Schritte: Daten abrufen, validieren, Merkmale erzeugen, trainieren, bewerten, registrieren.

Ein Orchestrator (Airflow, Kubeflow, Prefect) führt die Schritte in der richtigen Reihenfolge aus, wiederholt fehlgeschlagene und bewahrt die Logs auf.

Bauen Sie ein **Validierungs-Gate** ein: Das neue Modell wird nur registriert, wenn es das aktuelle auf denselben Testdaten schlägt. So wird Retraining von einer riskanten Handarbeit zur Routine.`,
    },
    questions: [
      pick('Was brauchen Sie, um ein Modell exakt zu reproduzieren?', 'Ein Modell hängt von seinem Code, seinen Daten und seiner Konfiguration ab.', 'Die Versionen von Code, Daten und Konfiguration', 'Nur den Code', 'Nur die trainierte Modelldatei'),
      trueOrFalse('Ein Validierungs-Gate registriert ein neues Modell nur, wenn es das aktuelle schlägt.', 'Der Vergleich auf denselben Testdaten verhindert, dass Verschlechterungen in den Betrieb gelangen.'),
    ],
  },
  'Time Series Forecasting': {
    lessons: {
      'Trend and seasonality': `## Eine Zeitreihe lesen

Die meisten geschäftlichen Zeitreihen setzen sich zusammen aus:

- **Trend:** der langfristigen Richtung (wachsender Absatz).
- **Saisonalität:** Mustern, die sich nach einem festen Kalender wiederholen (Wochenenden, Dezember).
- **Rauschen:** dem, was übrig bleibt.

Stellen Sie zuerst die Zeitreihe grafisch dar, dann eine **Zerlegung**, die die drei Bestandteile trennt. Saisonalität kann täglich, wöchentlich und jährlich zugleich auftreten: Der Strombedarf zeigt alle drei.`,
      Stationarity: `## Wenn die Vergangenheit der Zukunft ähnelt

Eine Zeitreihe ist **stationär**, wenn sich Mittelwert und Varianz über die Zeit nicht ändern. Viele klassische Modelle setzen das voraus.

So machen Sie eine Zeitreihe stationär:

- **Differenzieren:** Modellieren Sie die Veränderung von einer Periode zur nächsten.
- **Log-Transformation:** Bändigen Sie eine Varianz, die mit dem Niveau wächst.

Der erweiterte Dickey-Fuller-Test prüft auf Stationarität, doch ein Diagramm des gleitenden Mittelwerts verrät oft genauso viel.`,
      'Exponential smoothing': `## Jüngere Werte zählen mehr

Die exponentielle Glättung prognostiziert mit einem gewichteten Mittel vergangener Werte, wobei die Gewichte mit dem Alter der Werte abnehmen.

- **Einfach:** nur das Niveau.
- **Holt:** Niveau und Trend.
- **Holt-Winters:** Niveau, Trend und Saisonalität.

Diese Modelle sind schnell, robust und bei kurzen, verrauschten Zeitreihen schwer zu schlagen. Nutzen Sie sie als Maßstab, den jedes aufwendigere Modell übertreffen muss.`,
    },
    questions: [
      pick('Welche Transformation entfernt einen Trend?', 'Differenzieren modelliert die Veränderung zwischen Perioden und entfernt so den Trend.', 'Differenzieren', 'Die Werte sortieren', 'Rauschen hinzufügen'),
      trueOrFalse('Die Holt-Winters-Glättung bildet Saisonalität ab.', 'Holt-Winters ergänzt Niveau und Trend um eine saisonale Komponente.'),
    ],
  },
  'Reinforcement Learning and Autonomous Agents': {
    lessons: {
      'Markov decision processes': `## Die Sprache des RL

Ein **Markov-Entscheidungsprozess** beschreibt ein Problem, in dem ein Agent über die Zeit handelt:

- **Zustände** *s*: was der Agent beobachtet.
- **Aktionen** *a*: was er tun kann.
- **Übergänge** *P(s' | s, a)*: wohin Aktionen führen.
- **Belohnungen** *r*: was er für jeden Schritt erhält.
- Ein **Diskontfaktor** γ: wie stark künftige Belohnungen zählen.

Die *Markov*-Eigenschaft: Der nächste Zustand hängt nur vom aktuellen Zustand und der aktuellen Aktion ab, nicht von der Vorgeschichte.`,
      'Dynamic programming': `## Eine bekannte Welt lösen

Sind Übergänge und Belohnungen bekannt, findet die dynamische Programmierung die beste Policy exakt.

Die **Value Iteration** wiederholt das Bellman-Update

V(s) ← max über a von [ r(s, a) + γ Σ P(s' | s, a) V(s') ]

bis sich die Werte nicht mehr ändern; die beste Aktion in jedem Zustand ist dann diejenige, die das Maximum erreicht.

Sie braucht ein vollständiges Modell der Welt, das reale Probleme selten bieten: Der Rest des Kurses lernt stattdessen aus Erfahrung.`,
      'Q-learning': `## Aus Erfahrung lernen

Q-Learning lernt den Wert *Q(s, a)* der Aktion *a* im Zustand *s*, ohne Modell der Welt:

Q(s, a) ← Q(s, a) + α [ r + γ max Q(s', a') − Q(s, a) ]

Der Agent wägt **Exploration** (Aktionen ausprobieren, um zu lernen) gegen **Exploitation** (die beste bekannte Aktion wählen) ab, etwa mit ε-greedy: eine zufällige Aktion mit Wahrscheinlichkeit ε.

Beginnen Sie mit einem hohen ε und senken Sie es, je besser die Schätzungen werden.`,
    },
    questions: [
      pick('Was braucht die dynamische Programmierung, Q-Learning aber nicht?', 'Die dynamische Programmierung braucht Übergänge und Belohnungen; Q-Learning lernt aus Erfahrung.', 'Ein vollständiges Modell der Übergänge und Belohnungen', 'Ein neuronales Netz', 'Einen Diskontfaktor von null'),
      trueOrFalse('Bei ε-greedy wählt der Agent manchmal eine zufällige Aktion.', 'Mit Wahrscheinlichkeit ε erkundet er mit einer zufälligen Aktion.'),
    ],
  },
  'Distributed Training of Large Models': {
    lessons: {
      'Data parallelism': `## Gleiches Modell, andere Daten

Jede GPU hält eine vollständige Kopie des Modells und verarbeitet einen anderen Teil des Batches. Nach dem Backward Pass führen die GPUs ein **All-Reduce** ihrer Gradienten durch, sodass jede Kopie dasselbe Update ausführt.

Das skaliert gut, solange das Modell auf eine GPU passt. Die Kommunikation wächst mit der Modellgröße: Überlappen Sie sie mit der Berechnung (PyTorch DDP erledigt das, indem es Gradienten in Buckets bündelt).`,
      'Tensor parallelism': `## Eine Schicht aufteilen

Ist eine einzelne Schicht zu groß für eine GPU, verteilen Sie ihre Gewichtsmatrizen auf mehrere GPUs. Jede GPU berechnet einen Teil der Matrixmultiplikation, anschließend werden die Ergebnisse zusammengeführt.

Dafür sind sehr schnelle Verbindungen zwischen den GPUs nötig (etwa NVLink). Meist bleibt Tensor-Parallelität daher innerhalb eines Rechners und wird über Rechnergrenzen hinweg mit Datenparallelität kombiniert.`,
      'Pipeline parallelism': `## Die Schichten in Stufen aufteilen

Legen Sie aufeinanderfolgende Schichten auf verschiedene GPUs, wie an einem Fließband. Damit jede GPU ausgelastet ist, teilen Sie jeden Batch in **Micro-Batches**, die die Stufen nacheinander durchlaufen.

Die Leerlaufzeit zu Beginn und am Ende jedes Batches heißt **Pipeline-Bubble**; mehr Micro-Batches machen sie kleiner. Gleichen Sie die Stufen so aus, dass jede etwa gleich lange braucht.`,
    },
    questions: [
      pick('Was tauschen die GPUs bei Datenparallelität nach dem Backward Pass aus?', 'Die Gradienten werden per All-Reduce zusammengeführt, damit jede Modellkopie dasselbe Update ausführt.', 'Ihre Gradienten', 'Ihre Trainingsdaten', 'Ihren Modellcode'),
      trueOrFalse('Mehr Micro-Batches verkleinern die Pipeline-Bubble.', 'Micro-Batches halten die Stufen über einen größeren Teil der Zeit beschäftigt.'),
    ],
  },
  'Quantum Machine Learning': {
    lessons: {
      'Qubits and gates': `## Eine andere Art von Bit

Ein klassisches Bit ist 0 oder 1. Ein **Qubit** befindet sich in einer *Superposition* α|0⟩ + β|1⟩, wobei |α|² und |β|² die Wahrscheinlichkeiten sind, 0 oder 1 zu messen.

**Gatter** verändern Qubits: Das Hadamard-Gatter macht aus |0⟩ eine gleichgewichtete Superposition; das CNOT-Gatter kippt ein Qubit abhängig von einem anderen und erzeugt so **Verschränkung**.

Ein Quantenschaltkreis ist eine Folge von Gattern, dargestellt als Linien (Qubits) mit Kästchen (Gattern).`,
      Measurement: `## Das Ergebnis auslesen

Die Messung eines Qubits liefert zufällig 0 oder 1, mit den Wahrscheinlichkeiten, die sein Zustand vorgibt – und die Superposition geht verloren.

Deshalb werden Schaltkreise viele Male ausgeführt (**Shots**): Die Häufigkeiten schätzen die Wahrscheinlichkeiten.

Quantenalgorithmen sind so angelegt, dass die richtigen Antworten vor der Messung wahrscheinlich werden; eine ganze Superposition auszulesen ist unmöglich.`,
      'Superposition and entanglement': `## Woher die Stärke kommen könnte

Mit *n* Qubits hat ein Zustand 2ⁿ Amplituden: Schaltkreise arbeiten also in einem Raum, der exponentiell wächst.

**Verschränkte** Qubits liefern korrelierte Messergebnisse, die keine klassische Beschreibung getrennter Bits nachbilden kann.

Ob daraus ein Vorteil für Machine Learning entsteht, ist eine offene Forschungsfrage; auf der verrauschten Hardware von heute stammen die meisten Ergebnisse aus kleinen, hybriden Experimenten.`,
    },
    questions: [
      pick('Warum werden Quantenschaltkreise viele Male ausgeführt?', 'Jede Messung liefert ein einzelnes Zufallsergebnis; die Häufigkeiten schätzen die Wahrscheinlichkeiten.', 'Jede Messung liefert ein einzelnes Zufallsergebnis', 'Um die Hardware aufzuwärmen', 'Um mehr Daten zu speichern'),
      trueOrFalse('Die Messung eines Qubits erhält seine Superposition.', 'Die Messung liefert 0 oder 1, und die Superposition geht verloren.'),
    ],
  },
};
