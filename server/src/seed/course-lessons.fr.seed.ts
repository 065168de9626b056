/**
 * What the sample courses teach (course-lessons.seed.ts) in French, written as a French-speaking
 * teacher would, with vous and the glossary's terms (client/src/i18n/glossary.md). Markdown, code
 * and tool names stay as in the English.
 */
import type { QuestionVersion, SampleLessonsVersion } from './course-lessons.seed.js';

/** A single-choice question: its options in the English order (the correct one first). */
const pick = (text: string, explanation: string, ...options: string[]): QuestionVersion => ({ text, explanation, options });
const trueOrFalse = (text: string, explanation: string): QuestionVersion => ({ text, explanation, options: ['Vrai', 'Faux'] });

export const SAMPLE_LESSONS_FR: Readonly<Record<string, SampleLessonsVersion>> = {
  'Introduction to Generative AI': {
    lessons: {
      'From autocomplete to language models': `## Prédire le mot suivant

Le clavier de votre téléphone vous suggère le mot suivant à partir des mots précédents. Un **grand modèle de langage** fait la même chose, à une échelle infiniment plus grande : il a été entraîné sur une quantité énorme de textes pour prédire le *token* suivant (un mot ou un morceau de mot).

Répétez cette prédiction un grand nombre de fois et vous obtenez des paragraphes, des réponses et du code. Rien n’est cherché dans une base de données : le modèle produit le texte le plus *probable* compte tenu de ce qui précède.

**Essayez :** demandez à un chatbot de poursuivre « Les trois usages les plus courants de l’IA au travail sont » et observez à quel point la réponse est fluide… et générique.`,
      'Images, audio and video generation': `## Au-delà du texte

Les générateurs d’images, comme les modèles de diffusion, partent d’un bruit aléatoire qu’ils retirent étape par étape, guidés par votre description, jusqu’à ce qu’une image apparaisse. Les modèles audio et vidéo reposent sur le même principe, avec des ondes sonores et des images successives.

- **Images :** concept art, maquettes de produits, illustrations.
- **Audio :** voix off, ébauches musicales, transcription à l’envers.
- **Vidéo :** courts clips et animations, encore coûteux et moins faciles à maîtriser.

Les contenus générés peuvent sembler réels : indiquez qu’ils ont été créés par une IA lorsque vous les publiez.`,
      'Limits and hallucinations': `## Quand le modèle se trompe avec aplomb

Comme un modèle de langage produit un texte *probable*, il peut affirmer des choses fausses avec une assurance totale. C’est ce qu’on appelle une **hallucination** : des faits, des citations, des références ou des chiffres inventés.

Les hallucinations sont plus fréquentes lorsque vous interrogez le modèle sur des événements récents, des sujets pointus ou des chiffres précis.

1. Demandez les sources, puis vérifiez qu’elles existent.
2. Donnez au modèle, dans votre prompt, les faits dont il a besoin.
3. Ne publiez jamais un chiffre que vous n’avez pas vérifié vous-même.`,
    },
    questions: [
      pick('Que fait un grand modèle de langage lorsqu’il écrit ?', 'Il prédit un token probable après l’autre ; il ne va pas chercher les faits.', 'Il prédit le token suivant, encore et encore', 'Il cherche la réponse dans une base de données', 'Il copie un document enregistré'),
      trueOrFalse('Une réponse assurée d’un chatbot peut tout de même être inventée.', 'Les hallucinations sont aussi fluides que les bonnes réponses : vérifiez les faits et les sources.'),
    ],
  },
  'Python for AI and Data': {
    lessons: {
      'Variables, types and control flow': `## Des noms pour les valeurs

Une variable est un nom donné à une valeur : \`price = 49.99\`. Python détermine lui-même le **type** : \`int\` pour les nombres entiers, \`float\` pour les décimaux, \`str\` pour le texte, \`bool\` pour \`True\`/\`False\`.

Les structures de contrôle décident de ce qui s’exécute :

\`\`\`python
if price > 40:
    print("Premium")
else:
    print("Standard")

for month in ["Jan", "Feb", "Mar"]:
    print(month)
\`\`\`

L’indentation fait partie du langage : les lignes indentées appartiennent au \`if\` ou au \`for\`.`,
      'Functions and modules': `## Des étapes réutilisables

Une **fonction** donne un nom à quelques étapes pour que vous puissiez les réutiliser :

\`\`\`python
def with_tax(amount, rate=0.2):
    return amount * (1 + rate)
\`\`\`

Un **module** est un fichier de fonctions que vous pouvez importer. La bibliothèque standard en contient déjà beaucoup : \`import math\`, \`import statistics\`. Les bibliothèques comme NumPy et pandas sont aussi des modules, que l’on installe avec \`pip\`.

Gardez des fonctions courtes, donnez-leur un nom clair et faites-leur *renvoyer* une valeur plutôt que de l’afficher.`,
      'Working with files': `## Lire et écrire des données

Ouvrez un fichier avec \`with\` pour qu’il soit fermé automatiquement, même en cas d’erreur :

\`\`\`python
with open("sales.csv", encoding="utf-8") as f:
    for line in f:
        print(line.strip())
\`\`\`

Utilisez \`"w"\` pour écrire et \`"a"\` pour ajouter à la fin. Pour les fichiers CSV, le module \`csv\` gère les guillemets et les virgules ; plus loin dans la formation, pandas lira un fichier entier en une seule ligne avec \`pd.read_csv\`.

Précisez toujours l’encodage (\`utf-8\`) : vous éviterez les accents illisibles.`,
    },
    questions: [
      pick('Quel type Python donne-t-il à 3.5 ?', 'Les nombres à virgule sont des floats.', 'float', 'int', 'str'),
      trueOrFalse('Ouvrir un fichier avec « with » le ferme automatiquement.', 'Le bloc with ferme le fichier à sa sortie, même après une erreur.'),
    ],
  },
  'Machine Learning Fundamentals': {
    lessons: {
      'Supervised and unsupervised learning': `## Apprendre avec ou sans les réponses

En **apprentissage supervisé**, chaque exemple est accompagné de la réponse que le modèle doit apprendre : les caractéristiques d’un logement avec son prix, des e-mails marqués comme spam ou non. Le modèle apprend à relier les entrées à ces étiquettes.

En **apprentissage non supervisé**, il n’y a pas d’étiquettes. Le modèle cherche seul une structure, par exemple des groupes de clients qui se ressemblent (clustering).

Posez-vous la question : *ai-je des exemples de la bonne réponse ?* Si oui, il s’agit généralement d’un problème supervisé.`,
      'The machine learning workflow': `## De la question au modèle

1. **Formulez la question :** qu’allez-vous prédire, et quelle décision cela changera-t-il ?
2. **Collectez et nettoyez les données :** c’est là que se fait l’essentiel du travail.
3. **Séparez les données** en un jeu d’entraînement et un jeu de test.
4. **Entraînez** d’abord un modèle de référence simple, puis de meilleurs modèles.
5. **Évaluez** sur le jeu de test avec une métrique adaptée à l’objectif.
6. **Déployez et supervisez :** les données évoluent avec le temps, et la précision aussi.

Revenir une étape en arrière est normal : le workflow est une boucle, pas une ligne droite.`,
      'Linear regression': `## Ajuster une droite

La régression linéaire prédit un nombre sous la forme d’une somme pondérée des entrées : *prix = a × surface + b*. L’entraînement cherche les poids qui rendent les **erreurs au carré** entre prédictions et valeurs réelles aussi petites que possible.

Elle est rapide, facile à expliquer (« chaque mètre carré supplémentaire ajoute environ 3 000 € ») et constitue une solide référence.

Méfiez-vous des **valeurs aberrantes**, qui attirent la droite vers elles, et des relations qui ne sont pas linéaires ; vous pouvez ajouter des variables transformées, comme surface², pour capturer les courbes.`,
    },
    questions: [
      pick('Prédire le prix de logements à partir de ventes passées avec leur prix, c’est…', 'Les exemples contiennent la réponse (le prix) : c’est de l’apprentissage supervisé.', 'De l’apprentissage supervisé', 'De l’apprentissage non supervisé', 'De l’apprentissage par renforcement'),
      trueOrFalse('Il faut évaluer un modèle sur les mêmes données que celles de son entraînement.', 'Gardez un jeu de test à part : un modèle se juge sur des données qu’il n’a jamais vues.'),
    ],
  },
  'Data Analysis with SQL and Python': {
    lessons: {
      'SELECT, WHERE and ORDER BY': `## Poser une question à une table

\`\`\`sql
SELECT name, city, total_spent
FROM customers
WHERE country = 'Spain'
ORDER BY total_spent DESC;
\`\`\`

- **SELECT** désigne les colonnes voulues (\`*\` signifie toutes).
- **WHERE** ne garde que les lignes qui remplissent une condition.
- **ORDER BY** trie le résultat ; \`DESC\` place les plus grandes valeurs en premier.

Ajoutez \`LIMIT 10\` pour ne voir que les dix premières lignes pendant l’exploration.`,
      'Aggregations and GROUP BY': `## Faire la synthèse

Les fonctions d’agrégation transforment de nombreuses lignes en une seule valeur : \`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`.

\`\`\`sql
SELECT country, COUNT(*) AS customers, AVG(total_spent) AS average
FROM customers
GROUP BY country
HAVING COUNT(*) > 100;
\`\`\`

**GROUP BY** produit une ligne par pays. **HAVING** filtre ces groupes, comme WHERE filtre les lignes. Chaque colonne sélectionnée doit être soit regroupée, soit agrégée.`,
      Joins: `## Combiner des tables

Les commandes et les clients se trouvent dans des tables distinctes, reliées par \`customer_id\`.

\`\`\`sql
SELECT c.name, o.ordered_at, o.amount
FROM orders o
JOIN customers c ON c.id = o.customer_id;
\`\`\`

Une **jointure interne** (inner join) ne garde que les lignes qui ont une correspondance des deux côtés. Un **LEFT JOIN** garde toutes les lignes de la table de gauche, avec des valeurs vides en l’absence de correspondance : utilisez-le pour trouver les clients qui n’ont jamais commandé.

Comparez le nombre de lignes avant et après une jointure : une hausse inattendue signale des clés en double.`,
    },
    questions: [
      pick('Quelle clause filtre les groupes après GROUP BY ?', 'WHERE filtre les lignes avant le regroupement ; HAVING filtre les groupes.', 'HAVING', 'WHERE', 'ORDER BY'),
      trueOrFalse('Un LEFT JOIN garde les lignes de la table de gauche qui n’ont pas de correspondance.', 'Les lignes sans correspondance sont conservées, avec des valeurs vides pour la table de droite.'),
    ],
  },
  'AI Strategy for Business Leaders': {
    lessons: {
      'What AI is good at': `## Points forts et angles morts

L’IA d’aujourd’hui excelle dans la **reconnaissance de motifs à grande échelle** : classer des documents, prévoir la demande, repérer la fraude, rédiger et résumer des textes.

Elle est faible lorsque les données sont rares, lorsque les règles changent plus vite que les données et lorsqu’une erreur est coûteuse et difficile à détecter.

Un test utile pour toute idée : *existe-t-il une décision répétée, avec des données sur les résultats passés, pour laquelle une réponse suffisamment bonne fait gagner du temps ou de l’argent ?* Si les trois conditions sont réunies, l’IA mérite d’être explorée.`,
      'Case studies across industries': `## Ce que d’autres ont fait

- **Distribution :** la prévision de la demande a réduit les ruptures de stock et le gaspillage en prédisant les ventes par magasin et par jour.
- **Banque :** les modèles de détection de fraude notent chaque paiement par carte en quelques millisecondes et signalent les transactions inhabituelles.
- **Industrie :** des systèmes de vision inspectent les produits sur la ligne et repèrent des défauts qui échappent aux opérateurs en fin de poste.
- **Services :** des assistants rédigent les réponses aux e-mails des clients, que les conseillers valident ou corrigent.

Dans chaque cas, le gain est venu de la transformation d’un *processus*, pas du modèle seul.`,
      'Value and feasibility': `## Choisir par où commencer

Placez chaque idée sur deux axes :

- **Valeur :** chiffre d’affaires gagné, coûts économisés, risques réduits, par an.
- **Faisabilité :** données disponibles, difficulté technique, changement nécessaire dans l’équipe.

Commencez par les idées à la fois précieuses *et* faisables. Mettez de côté celles qui ont de la valeur mais sont difficiles, le temps d’acquérir des compétences et des données. Abandonnez les idées faciles mais peu utiles : elles mobilisent une attention dont vous avez besoin ailleurs.`,
    },
    questions: [
      pick('Quelle idée est la meilleure première candidate pour l’IA ?', 'Une décision répétée, avec des données historiques sur les résultats, est là où l’IA aide le plus.', 'Une décision répétée avec des données sur les résultats passés', 'Un choix stratégique ponctuel sans données', 'Une tâche dont les règles changent chaque semaine'),
      trueOrFalse('Dans les projets d’IA réussis, la valeur vient du modèle seul.', 'Les gains viennent de la transformation du processus autour du modèle.'),
    ],
  },
  'Deep Learning with PyTorch': {
    lessons: {
      'Tensors on CPU and GPU': `## La brique de base

Un **tenseur** est un tableau multidimensionnel, comme un tableau NumPy qui peut vivre sur un GPU.

\`\`\`python
import torch
x = torch.randn(64, 3, 32, 32)   # un lot de 64 images en couleur
device = "cuda" if torch.cuda.is_available() else "cpu"
x = x.to(device)
\`\`\`

Chaque tenseur a une **forme** (shape), un **type de données** (dtype) et un **périphérique** (device). Les opérations exigent que leurs tenseurs soient sur le même périphérique : la plupart des erreurs des débutants sont des incohérences de forme ou de périphérique.`,
      'Automatic differentiation': `## Des gradients offerts

Marquez un tenseur avec \`requires_grad=True\` et PyTorch enregistre chaque opération qui le concerne. Appeler \`.backward()\` sur un résultat calcule le **gradient** de ce résultat par rapport à chaque tenseur enregistré.

\`\`\`python
w = torch.tensor(2.0, requires_grad=True)
loss = (w * 3 - 9) ** 2
loss.backward()
print(w.grad)  # tensor(-18.)
\`\`\`

Les gradients indiquent dans quel sens modifier chaque poids pour réduire la perte : c’est tout ce dont l’entraînement a besoin.`,
      'Your first training loop': `## Cinq lignes pour entraîner un modèle

\`\`\`python
for inputs, targets in loader:
    optimizer.zero_grad()
    loss = loss_fn(model(inputs), targets)
    loss.backward()
    optimizer.step()
\`\`\`

1. Effacer les anciens gradients.
2. Prédire et mesurer la perte.
3. Calculer les gradients.
4. Mettre à jour les poids.

Affichez la perte régulièrement au fil des lots : elle doit diminuer. Si ce n’est pas le cas, commencez par baisser le taux d’apprentissage.`,
    },
    questions: [
      pick('Que devez-vous appeler avant backward() à chaque étape d’entraînement ?', 'Les gradients s’additionnent d’un appel à l’autre : on les efface à chaque étape.', 'optimizer.zero_grad()', 'model.eval()', 'torch.no_grad()'),
      trueOrFalse('Deux tenseurs situés sur des périphériques différents peuvent être additionnés directement.', 'Déplacez d’abord les deux sur le même périphérique.'),
    ],
  },
  'Applied Statistics for Data Science': {
    lessons: {
      'Random variables': `## Des nombres issus du hasard

Une **variable aléatoire** associe un nombre à chaque résultat d’un phénomène aléatoire : le nombre de clients demain, le temps avant qu’une machine tombe en panne.

Elle est **discrète** lorsqu’elle prend des valeurs séparées (0, 1, 2 clients) et **continue** lorsqu’elle peut prendre n’importe quelle valeur dans un intervalle (4,37 heures).

On la décrit par sa distribution et on la résume par sa **moyenne** (son centre) et sa **variance** (la dispersion des valeurs autour de la moyenne).`,
      'Common distributions': `## Des formes que vous rencontrerez sans cesse

- **Binomiale :** nombre de succès sur *n* essais indépendants (clics sur 1 000 impressions).
- **Poisson :** nombre d’événements sur un intervalle fixe (appels par heure).
- **Normale :** la courbe en cloche des sommes de nombreux petits effets (erreurs de mesure, tailles).
- **Exponentielle :** temps d’attente entre deux événements.

Reconnaître la forme de vos données vous indique quels outils et quels tests leur conviennent.`,
      'The central limit theorem': `## Pourquoi les moyennes sont sages

Prélevez de nombreux échantillons de même taille et calculez la moyenne de chacun. Quelle que soit la forme des données d’origine, ces moyennes suivent approximativement une loi **normale**, de plus en plus resserrée à mesure que l’échantillon grandit (la dispersion diminue avec la racine carrée de *n*).

C’est pourquoi les intervalles de confiance et de nombreux tests fonctionnent sur des moyennes de données asymétriques, comme le chiffre d’affaires par client, à condition que les échantillons soient assez grands et indépendants.`,
    },
    questions: [
      pick('Quelle distribution convient aux « appels reçus par heure » ?', 'Les nombres d’événements sur un intervalle fixe suivent une loi de Poisson.', 'Poisson', 'Normale', 'Exponentielle'),
      trueOrFalse('Les moyennes d’échantillons sont plus resserrées quand la taille de l’échantillon augmente.', 'La dispersion de la moyenne diminue avec la racine carrée de la taille de l’échantillon.'),
    ],
  },
  'Designing AI-Powered Products': {
    lessons: {
      'How models fail': `## Concevoir pour la mauvaise réponse

Tout modèle se trompe de temps en temps, et ses erreurs suivent des schémas typiques :

- **Erreurs assurées :** une mauvaise réponse sans le moindre signe de doute.
- **Cas limites :** des entrées éloignées des données d’entraînement (accents, produits rares, argot récent).
- **Dérive :** le monde change et la précision baisse peu à peu.

Avant de concevoir le parcours idéal, listez ce qui se passe quand le modèle se trompe, et comment une personne s’en aperçoit et s’en remet.`,
      'Setting expectations': `## Dire ce que le système sait faire

La confiance naît d’attentes justes, pas d’une IA dissimulée.

- Expliquez ce que fait la fonctionnalité, et ce qu’elle ne fait pas.
- Montrez l’incertitude quand c’est utile : « probablement », une fourchette de confiance, des alternatives.
- Facilitez la correction du résultat, et tirez-en des enseignements.

Un assistant qui dit « Je ne suis pas sûr, voici deux options » gagne davantage la confiance, avec le temps, qu’un assistant toujours catégorique.`,
      'Suggestions and autocomplete': `## Laisser la main aux utilisateurs

Les suggestions sont la manière la plus douce d’intégrer l’IA à un produit : la personne reste l’auteur.

- Proposez, n’imposez pas : une touche pour accepter, continuer à taper pour ignorer.
- Gardez des suggestions courtes et adaptées au contexte.
- Ne modifiez jamais ce que la personne a déjà écrit sans le lui demander.

Mesurez le taux d’acceptation *et* les modifications après acceptation : un taux d’acceptation élevé suivi de nombreuses retouches signifie que les suggestions ont l’air justes, mais ne le sont pas.`,
    },
    questions: [
      pick('Qu’est-ce qui fait naître la confiance envers une fonctionnalité d’IA dans la durée ?', 'Des attentes justes et une incertitude visible créent une confiance durable.', 'Être honnête sur l’incertitude et les limites', 'Toujours paraître sûr de soi', 'Cacher que l’IA est utilisée'),
      trueOrFalse('Il faut concevoir pour les erreurs du modèle avant de concevoir le parcours idéal.', 'Savoir comment les erreurs sont repérées et corrigées façonne toute la conception.'),
    ],
  },
  'AI Product Management': {
    lessons: {
      'Problems worth solving with AI': `## Partir du problème

Les bons produits d’IA partent d’un problème pénible et fréquent, pas d’un modèle en quête d’usage.

Demandez-vous :

1. Qui rencontre ce problème, et à quelle fréquence ?
2. Comment le résout-on aujourd’hui, et combien cela coûte-t-il ?
3. Une réponse *probabiliste*, juste la plupart du temps, serait-elle encore utile ?

Si la réponse à la troisième question est non, le problème relève peut-être de règles ou d’un meilleur logiciel, pas de l’IA.`,
      'Validating with data': `## Les données suivent-elles ?

Avant de promettre une fonctionnalité, vérifiez que les données existent et sont exploitables :

- **Volume :** assez d’exemples pour chaque résultat ?
- **Étiquettes :** connaît-on la bonne réponse pour les cas passés ?
- **Accès :** peut-on les utiliser, juridiquement et techniquement ?
- **Fraîcheur :** reflètent-elles le comportement actuel des utilisateurs ?

Un prototype rapide sur un échantillon de données réelles, même dans un tableur, répond à plus de questions qu’un mois de discussions.`,
      'Requirements for data and models': `## Des exigences exploitables par les équipes ML

Remplacez « le modèle doit être précis » par des exigences mesurables :

- La **métrique** qui compte (précision, rappel, erreur en euros) et sa cible.
- La **latence** et le coût par prédiction.
- Ce qu’il faut faire lorsque le modèle **n’est pas sûr**.
- Les groupes d’utilisateurs pour lesquels la performance doit être vérifiée séparément, par souci d’équité.

Mettez-vous d’accord sur la manière d’évaluer le modèle *avant* de le construire.`,
    },
    questions: [
      pick('Avec quelle exigence une équipe ML peut-elle travailler ?', 'Une métrique précise, assortie d’une cible, se mesure et se négocie.', 'Un rappel d’au moins 90 % sur les cas du dernier trimestre', 'Le modèle doit être précis', 'Le modèle doit être intelligent'),
      trueOrFalse('Tout problème qui s’accompagne de données est un bon problème pour l’IA.', 'Si une réponse probabiliste n’aide pas, des règles ou un meilleur logiciel conviennent peut-être mieux.'),
    ],
  },
  'AI-Powered Marketing Analytics': {
    lessons: {
      'Collecting first-party data': `## Des données qui vous appartiennent

Les **données first-party** sont celles que vos clients vous confient directement : achats, inscriptions, interactions avec vos e-mails, comportement sur votre site.

Elles sont plus fiables que les données achetées et restent utilisables à mesure que les cookies tiers disparaissent.

- Ne demandez que ce que vous utiliserez, et expliquez pourquoi.
- Enregistrez le consentement avec chaque donnée.
- Utilisez le même identifiant client dans tous vos systèmes, sinon vous ne pourrez pas croiser les données plus tard.`,
      'Building a customer view': `## Une ligne par client

Une **vue client unifiée** rassemble ce que vous savez de chaque client : identité, achats, canaux, contacts avec le support, consentement.

Commencez simplement, avec une table reconstruite chaque nuit :

| client | première commande | commandes | chiffre d’affaires | dernière visite |
|---|---|---|---|---|

Cette table est le socle de la segmentation, de la prédiction de l’attrition et de la valeur vie client. La qualité compte plus que le nombre de colonnes : dédoublonnez d’abord les clients.`,
      'Clustering customers': `## Laisser les données suggérer les segments

Le clustering regroupe les clients qui se comportent de la même façon, sans définir les segments à l’avance. **k-means** est le point de départ habituel :

1. Choisissez quelques variables (récence, fréquence, montant dépensé).
2. Mettez-les à l’échelle pour qu’aucune ne domine.
3. Essayez plusieurs nombres de clusters et comparez-les.

Donnez ensuite à chaque cluster un nom qu’un marketeur comprend (« gros acheteurs fidèles », « chasseurs de bonnes affaires d’un seul achat ») : un segment que personne ne sait décrire ne sera jamais utilisé.`,
    },
    questions: [
      pick('Lesquelles sont des données first-party ?', 'Les données first-party proviennent directement de vos propres clients.', 'Les achats effectués dans votre boutique en ligne', 'Une liste d’e-mails achetée à un courtier', 'Les cookies tiers'),
      trueOrFalse('Il faut mettre les variables à l’échelle avant un clustering k-means.', 'Sinon, la variable aux plus grands nombres domine les distances.'),
    ],
  },
  'Growth Marketing with AI Tools': {
    lessons: {
      'Competitor analysis': `## Un premier aperçu plus rapide

Les assistants d’IA peuvent résumer en quelques minutes les sites, les avis et les pages de tarifs de vos concurrents.

Un prompt utile : *« À partir de ces trois pages de tarifs, dresse un tableau des offres, des prix, des limites et du public visé par chaque offre. »*

Vérifiez ensuite le tableau au regard des sources : les assistants mélangent les détails. Servez-vous du résumé pour repérer des manques (un public que personne ne sert, une fonctionnalité absente partout), pas comme d’un rapport définitif.`,
      'Audience insights': `## Écouter vos clients à grande échelle

Collez dans un assistant des avis, des réponses à des enquêtes ou des tickets de support anonymisés, puis demandez :

- Quels problèmes reviennent le plus souvent ?
- Avec quels mots les clients les décrivent-ils ?
- Quelles réclamations viennent de quel type de client ?

Reprenez les mots de vos clients dans vos titres et vos annonces : ils convertissent mieux que le jargon interne. Supprimez les noms et les adresses e-mail avant de partager la moindre donnée avec un outil.`,
      'Email personalisation': `## Au-delà de « Bonjour {prénom} »

Une vraie personnalisation change *ce que* vous envoyez, pas seulement la formule d’appel :

- Recommandez des produits liés au dernier achat.
- Envoyez à l’heure où chaque personne ouvre habituellement ses e-mails.
- Adaptez le message à la situation du client : nouveau, actif, sur le départ.

Les outils d’IA peuvent rédiger des variantes pour chaque segment ; testez-les toujours face à votre e-mail actuel avec un groupe témoin, et gardez une relecture humaine pour le ton.`,
    },
    questions: [
      pick('Que faire d’un résumé des concurrents rédigé par une IA ?', 'Les assistants mélangent les détails : le résumé n’est qu’un point de départ.', 'Le vérifier au regard des sources', 'Le publier tel quel', 'Le partager avec les concurrents'),
      trueOrFalse('Il faut retirer les noms des clients avant de partager des avis avec un outil d’IA.', 'Anonymisez les données personnelles avant qu’elles ne quittent vos systèmes.'),
    ],
  },
  'NLP and Large Language Model Applications': {
    lessons: {
      Tokenisation: `## Le texte sous forme de nombres

Les modèles lisent des **tokens**, pas des caractères ni des mots. Un tokenizer découpe le texte en morceaux fréquents : « incroyablement » peut devenir \`incroy\`, \`able\`, \`ment\`.

Pourquoi c’est important :

- Les prix et les limites se comptent en tokens, pas en mots.
- Les mots rares et les langues autres que l’anglais consomment plus de tokens par mot.
- Les nombres sont souvent découpés bizarrement, l’une des raisons pour lesquelles les modèles peinent en arithmétique.

Examinez les tokens de vos entrées réelles avant d’estimer un coût ou une longueur de contexte.`,
      'Self-attention': `## Chaque mot regarde tous les autres

Dans un transformer, chaque token construit une **requête** (query), une **clé** (key) et une **valeur** (value). Il compare sa requête à toutes les clés pour décider quelle *attention* accorder à chacun des autres tokens, puis combine leurs valeurs en conséquence.

C’est ainsi que « il » dans « le chat s’est couché parce qu’il était fatigué » est relié à « chat ».

Le coût de l’attention croît avec le carré de la longueur de la séquence : c’est pourquoi les contextes longs coûtent cher.`,
      'Pretraining objectives': `## Ce que le modèle a appris en premier

- **Modélisation causale du langage** (style GPT) : prédire le token suivant. Idéal pour la génération.
- **Modélisation du langage masqué** (style BERT) : prédire des tokens cachés à partir du contexte des deux côtés. Idéal pour la compréhension et les embeddings.

Le pré-entraînement sur d’immenses volumes de texte enseigne la grammaire, des faits et des schémas ; l’**instruction tuning** qui suit apprend au modèle à répondre aux demandes. Connaître l’objectif d’entraînement d’un modèle vous dit à quoi il est bon.`,
    },
    questions: [
      pick('Pourquoi les contextes longs coûtent-ils cher dans un transformer ?', 'Chaque token porte son attention sur tous les autres : le coût croît avec le carré de la longueur.', 'L’attention croît avec le carré de la longueur', 'Les tokenizers ralentissent sur les longs textes', 'Les embeddings grossissent'),
      trueOrFalse('Les modèles sont facturés et limités en tokens plutôt qu’en mots.', 'Les coûts et les limites de contexte se comptent en tokens.'),
    ],
  },
  'Computer Vision in Practice': {
    lessons: {
      'Collecting and labelling images': `## Le jeu de données, c’est le modèle

Collectez des images qui ressemblent à ce que le modèle verra en production : mêmes caméras, même éclairage, mêmes angles et mêmes arrière-plans.

Pour l’annotation :

- Rédigez un **guide d’annotation** illustré de cas difficiles.
- Annotez un petit lot, comparez deux annotateurs et corrigez le guide là où ils divergent.
- Utilisez des outils qui gèrent les boîtes, les polygones et la relecture.

Quelques milliers d’annotations cohérentes valent mieux que des dizaines de milliers faites à la va-vite.`,
      'Dataset quality': `## Repérer les problèmes avant l’entraînement

- **Équilibre des classes :** les classes rares sont-elles assez représentées ?
- **Doublons :** des images presque identiques dans l’entraînement et le test gonflent les scores.
- **Erreurs d’annotation :** examinez les images sur lesquelles le modèle se trompe le plus ; beaucoup sont mal annotées.
- **Couverture :** nuit, pluie, flou, objets inhabituels.

Séparez les données par *source* (caméra, site, jour), et non au hasard, pour que le jeu de test mesure la capacité du modèle à affronter de nouvelles conditions.`,
      'Single-stage detectors': `## Un seul passage, de nombreuses boîtes

Les détecteurs à une étape comme YOLO prédisent les classes et les boîtes des objets en un seul passage sur l’image, assez vite pour de la vidéo en temps réel.

L’image est découpée en une grille ; chaque cellule prédit des boîtes accompagnées d’un score de confiance. La **suppression des non-maxima** (non-maximum suppression) élimine ensuite les boîtes qui se chevauchent pour un même objet.

Réglez le seuil de confiance selon votre usage : plus il est bas, plus vous trouvez d’objets, mais plus les fausses alertes augmentent.`,
    },
    questions: [
      pick('Comment séparer le jeu de test des données d’entraînement en vision ?', 'Séparer par source mesure la performance dans de nouvelles conditions.', 'Par source, par exemple par caméra ou par site', 'Au hasard, image par image', 'Par nom de fichier'),
      trueOrFalse('La suppression des non-maxima élimine les boîtes qui se chevauchent pour un même objet.', 'Elle garde la boîte la plus sûre parmi celles qui se chevauchent.'),
    ],
  },
  'MLOps: Machine Learning in Production': {
    lessons: {
      'Versioning data and models': `## Reproduire n’importe quel modèle

Pour reconstruire un modèle à l’identique, il vous faut trois versions : celle du **code**, celle des **données** et celle de la **configuration** (hyperparamètres, graines aléatoires).

- Code : git.
- Données : un outil de versionnage des données, ou des instantanés datés et immuables.
- Modèles : un registre qui indique quelles données et quel code ont produit chacun d’eux.

Quand un modèle se comporte mal en production, c’est ce qui vous permet de répondre en quelques minutes à la question « qu’est-ce qui a changé ? ».`,
      'Experiment tracking': `## Un cahier de laboratoire pour le ML

Consignez chaque entraînement : paramètres, métriques, version des données, commit du code et fichier du modèle.

Des outils comme MLflow ou Weights & Biases le font en quelques lignes de code et permettent de comparer les exécutions côte à côte.

Nommez chaque expérience d’après la question à laquelle elle répond (« ajouter la météo améliore-t-il les prévisions ? ») et notez la conclusion : une expérience sans conclusion finira par être refaite.`,
      'Orchestrating training': `## Des pipelines plutôt que des notebooks

Un **pipeline** d’entraînement enchaîne des étapes : récupérer les données, les valider, construire les variables, entraîner, évaluer, enregistrer.

Un orchestrateur (Airflow, Kubeflow, Prefect) exécute les étapes dans l’ordre, relance celles qui échouent et conserve les journaux.

Ajoutez une **barrière de validation** : le nouveau modèle n’est enregistré que s’il bat le modèle actuel sur le même jeu de test. Le réentraînement passe alors d’une tâche manuelle risquée à une simple routine.`,
    },
    questions: [
      pick('De quoi avez-vous besoin pour reproduire un modèle à l’identique ?', 'Un modèle dépend de son code, de ses données et de sa configuration.', 'Des versions du code, des données et de la configuration', 'Du code seulement', 'Du seul fichier du modèle entraîné'),
      trueOrFalse('Une barrière de validation n’enregistre un nouveau modèle que s’il bat le modèle actuel.', 'La comparaison sur le même jeu de test empêche les régressions d’atteindre la production.'),
    ],
  },
  'Time Series Forecasting': {
    lessons: {
      'Trend and seasonality': `## Lire une série temporelle

La plupart des séries métier combinent :

- **Tendance :** la direction de long terme (des ventes en hausse).
- **Saisonnalité :** des motifs qui se répètent selon le calendrier (week-ends, décembre).
- **Bruit :** ce qui reste.

Tracez d’abord la série, puis une **décomposition** qui sépare ces trois composantes. La saisonnalité peut être à la fois journalière, hebdomadaire et annuelle : la demande d’électricité présente les trois.`,
      Stationarity: `## Quand le passé ressemble à l’avenir

Une série est **stationnaire** lorsque sa moyenne et sa variance ne changent pas au cours du temps. Beaucoup de modèles classiques le supposent.

Pour rendre une série stationnaire :

- **Différenciation :** modélisez la variation d’une période à la suivante.
- **Transformation logarithmique :** maîtrisez une variance qui augmente avec le niveau.

Le test de Dickey-Fuller augmenté vérifie la stationnarité, mais un graphique de la moyenne mobile en dit souvent tout autant.`,
      'Exponential smoothing': `## Les valeurs récentes comptent davantage

Le lissage exponentiel prévoit à l’aide d’une moyenne pondérée des valeurs passées, dont les poids diminuent à mesure que les valeurs vieillissent.

- **Simple :** le niveau seulement.
- **Holt :** niveau et tendance.
- **Holt-Winters :** niveau, tendance et saisonnalité.

Ces modèles sont rapides, robustes et difficiles à battre sur des séries courtes et bruitées. Utilisez-les comme référence que tout modèle plus sophistiqué doit dépasser.`,
    },
    questions: [
      pick('Quelle transformation supprime une tendance ?', 'La différenciation modélise la variation entre périodes, ce qui supprime la tendance.', 'La différenciation', 'Trier les valeurs', 'Ajouter du bruit'),
      trueOrFalse('Le lissage de Holt-Winters modélise la saisonnalité.', 'Holt-Winters ajoute une composante saisonnière au niveau et à la tendance.'),
    ],
  },
  'Reinforcement Learning and Autonomous Agents': {
    lessons: {
      'Markov decision processes': `## Le langage du RL

Un **processus de décision markovien** décrit un problème dans lequel un agent agit au fil du temps :

- **États** *s* : ce que l’agent observe.
- **Actions** *a* : ce qu’il peut faire.
- **Transitions** *P(s' | s, a)* : où mènent les actions.
- **Récompenses** *r* : ce qu’il obtient à chaque étape.
- Un **facteur d’actualisation** γ : le poids des récompenses futures.

La propriété de *Markov* : l’état suivant ne dépend que de l’état et de l’action actuels, pas de l’historique.`,
      'Dynamic programming': `## Résoudre un monde connu

Lorsque les transitions et les récompenses sont connues, la programmation dynamique trouve exactement la meilleure politique.

L’**itération sur les valeurs** répète la mise à jour de Bellman

V(s) ← max sur a de [ r(s, a) + γ Σ P(s' | s, a) V(s') ]

jusqu’à ce que les valeurs ne bougent plus ; la meilleure action dans chaque état est alors celle qui atteint le maximum.

Elle exige un modèle complet du monde, ce que les problèmes réels offrent rarement : le reste de la formation apprend plutôt à partir de l’expérience.`,
      'Q-learning': `## Apprendre par l’expérience

Le Q-learning apprend la valeur *Q(s, a)* de l’action *a* dans l’état *s*, sans modèle du monde :

Q(s, a) ← Q(s, a) + α [ r + γ max Q(s', a') − Q(s, a) ]

L’agent arbitre entre **exploration** (essayer des actions pour apprendre) et **exploitation** (choisir la meilleure action connue), par exemple avec ε-greedy : une action au hasard avec une probabilité ε.

Commencez avec un ε élevé et diminuez-le à mesure que les estimations s’améliorent.`,
    },
    questions: [
      pick('De quoi la programmation dynamique a-t-elle besoin, contrairement au Q-learning ?', 'La programmation dynamique a besoin des transitions et des récompenses ; le Q-learning apprend par l’expérience.', 'D’un modèle complet des transitions et des récompenses', 'D’un réseau de neurones', 'D’un facteur d’actualisation nul'),
      trueOrFalse('Avec ε-greedy, l’agent choisit parfois une action au hasard.', 'Avec une probabilité ε, il explore au moyen d’une action aléatoire.'),
    ],
  },
  'Distributed Training of Large Models': {
    lessons: {
      'Data parallelism': `## Même modèle, données différentes

Chaque GPU détient une copie complète du modèle et traite une part différente du lot. Après la rétropropagation, les GPU font un **all-reduce** de leurs gradients afin que toutes les copies appliquent la même mise à jour.

Cette approche passe bien à l’échelle tant que le modèle tient sur un GPU. La communication augmente avec la taille du modèle : faites-la se chevaucher avec le calcul (PyTorch DDP le fait en regroupant les gradients par paquets).`,
      'Tensor parallelism': `## Découper une couche

Quand une couche est trop grande pour un GPU, répartissez ses matrices de poids entre plusieurs GPU. Chacun calcule une partie de la multiplication matricielle, puis les résultats sont combinés.

Cette méthode exige des liaisons très rapides entre GPU (comme NVLink) : on la réserve donc en général à une seule machine, en la combinant avec le parallélisme de données entre machines.`,
      'Pipeline parallelism': `## Répartir les couches en étapes

Placez des couches consécutives sur des GPU différents, comme sur une chaîne de montage. Pour occuper chaque GPU, découpez chaque lot en **micro-lots** qui traversent les étapes les uns après les autres.

Le temps mort au début et à la fin de chaque lot s’appelle la **bulle du pipeline** ; plus il y a de micro-lots, plus elle est petite. Équilibrez les étapes pour qu’elles prennent à peu près le même temps.`,
    },
    questions: [
      pick('En parallélisme de données, qu’échangent les GPU après la rétropropagation ?', 'Les gradients passent par un all-reduce afin que toutes les copies du modèle appliquent la même mise à jour.', 'Leurs gradients', 'Leurs données d’entraînement', 'Le code de leur modèle'),
      trueOrFalse('Davantage de micro-lots réduit la bulle du pipeline.', 'Les micro-lots occupent les étapes pendant une plus grande part du temps.'),
    ],
  },
  'Quantum Machine Learning': {
    lessons: {
      'Qubits and gates': `## Un autre genre de bit

Un bit classique vaut 0 ou 1. Un **qubit** se trouve dans une *superposition* α|0⟩ + β|1⟩, où |α|² et |β|² sont les probabilités de lire 0 ou 1.

Les **portes** modifient les qubits : la porte de Hadamard transforme |0⟩ en superposition équilibrée ; la porte CNOT inverse un qubit selon l’état d’un autre, ce qui crée de l’**intrication**.

Un circuit quantique est une suite de portes, représentée par des lignes (les qubits) et des boîtes (les portes).`,
      Measurement: `## Lire le résultat

Mesurer un qubit donne 0 ou 1 au hasard, selon les probabilités fixées par son état, et la superposition est perdue.

C’est pourquoi les circuits sont exécutés de nombreuses fois (les **shots**) : les décomptes permettent d’estimer les probabilités.

Les algorithmes quantiques sont conçus pour que les bonnes réponses deviennent probables avant la mesure ; il est impossible de lire une superposition tout entière.`,
      'Superposition and entanglement': `## D’où pourrait venir la puissance

Avec *n* qubits, un état compte 2ⁿ amplitudes : les circuits travaillent donc dans un espace qui croît de façon exponentielle.

Des qubits **intriqués** donnent des résultats de mesure corrélés qu’aucune description classique de bits séparés ne peut reproduire.

Reste à savoir si cela procure un avantage pour le machine learning : c’est une question de recherche ouverte. Sur le matériel bruité d’aujourd’hui, la plupart des résultats viennent de petites expériences hybrides.`,
    },
    questions: [
      pick('Pourquoi exécute-t-on les circuits quantiques de nombreuses fois ?', 'Chaque mesure donne un seul résultat aléatoire ; les décomptes estiment les probabilités.', 'Chaque mesure donne un seul résultat aléatoire', 'Pour faire chauffer le matériel', 'Pour stocker davantage de données'),
      trueOrFalse('Mesurer un qubit conserve sa superposition.', 'La mesure donne 0 ou 1, et la superposition est perdue.'),
    ],
  },
};
