/**
 * What the sample courses teach: for each course, the Markdown of its first three lessons (short,
 * each a lesson a learner would recognise as one) and the quiz that ends its first module. The
 * other lessons of the samples stay outlines that staff fill in with the course builder.
 */

type Question = { text: string; kind: 'single' | 'trueFalse'; explanation: string; options: { text: string; correct: boolean }[] };
export type SampleQuiz = { title: string; passMark: number; questions: Question[] };
export type SampleLessons = { lessons: Record<string, string>; quiz: SampleQuiz };

/** A question in another language: its text, its explanation, and its options' texts in the English order. */
export type QuestionVersion = { text: string; explanation: string; options: string[] };
/**
 * A course's taught lessons and quiz in another language (course-lessons.es.seed.ts and its French
 * and German siblings): each lesson's Markdown keyed by its English title, the questions in the
 * English order. Their titles are in course-outline-titles.seed.ts.
 */
export type SampleLessonsVersion = { lessons: Record<string, string>; questions: QuestionVersion[] };

/** A single-choice question: the first option given is the correct one (the seed keeps that order). */
function pick(text: string, explanation: string, correct: string, ...wrong: string[]): Question {
  return { text, kind: 'single', explanation, options: [{ text: correct, correct: true }, ...wrong.map((w) => ({ text: w, correct: false }))] };
}

function trueOrFalse(text: string, answer: boolean, explanation: string): Question {
  return { text, kind: 'trueFalse', explanation, options: [{ text: 'True', correct: answer }, { text: 'False', correct: !answer }] };
}

const quiz = (title: string, ...questions: Question[]): SampleQuiz => ({ title, passMark: 50, questions });

export const SAMPLE_LESSONS: Record<string, SampleLessons> = {
  'Introduction to Generative AI': {
    lessons: {
      'From autocomplete to language models': `## Predicting the next word

Your phone's keyboard suggests the next word from the words before it. A **large language model** does the same thing, at a vastly larger scale: it was trained on a huge amount of text to predict the next *token* (a word or piece of a word).

Repeat that prediction many times and you get paragraphs, answers and code. Nothing is looked up in a database: the model produces text that is *likely* given what came before.

**Try it:** ask a chatbot to continue "The three most common uses of AI at work are" and notice how fluent, and how generic, the answer is.`,
      'Images, audio and video generation': `## Beyond text

Image generators such as diffusion models start from random noise and remove it step by step, guided by your description, until a picture appears. Audio and video models work on the same principle with sound waves and frames.

- **Images:** concept art, product mock-ups, illustrations.
- **Audio:** voice-overs, music drafts, transcription in reverse.
- **Video:** short clips and animations, still costly and less controllable.

Generated media can look real, so label it as AI-generated when you publish it.`,
      'Limits and hallucinations': `## When the model is confidently wrong

Because a language model produces *likely* text, it can state things that are false with complete confidence. This is called a **hallucination**: invented facts, quotes, references or numbers.

Hallucinations are more likely when you ask about recent events, niche topics or precise figures.

1. Ask for sources, then check that they exist.
2. Give the model the facts it needs in your prompt.
3. Never publish a figure you have not verified yourself.`,
    },
    quiz: quiz(
      'How generative models work: check your understanding',
      pick('What does a large language model do when it writes?', 'It predicts one likely token after another; it does not look facts up.', 'Predicts the next token, again and again', 'Looks the answer up in a database', 'Copies a stored document'),
      trueOrFalse('A confident answer from a chatbot can still be invented.', true, 'Hallucinations sound as fluent as correct answers, so check facts and sources.'),
    ),
  },
  'Python for AI and Data': {
    lessons: {
      'Variables, types and control flow': `## Names for values

A variable is a name for a value: \`price = 49.99\`. Python works out the **type** itself: \`int\` for whole numbers, \`float\` for decimals, \`str\` for text, \`bool\` for \`True\`/\`False\`.

Control flow decides what runs:

\`\`\`python
if price > 40:
    print("Premium")
else:
    print("Standard")

for month in ["Jan", "Feb", "Mar"]:
    print(month)
\`\`\`

Indentation is part of the language: the indented lines belong to the \`if\` or the \`for\`.`,
      'Functions and modules': `## Reusable steps

A **function** gives a name to a few steps so you can reuse them:

\`\`\`python
def with_tax(amount, rate=0.2):
    return amount * (1 + rate)
\`\`\`

A **module** is a file of functions you can import. The standard library already has many: \`import math\`, \`import statistics\`. Libraries such as NumPy and pandas are modules too, installed with \`pip\`.

Keep functions small, give them a clear name, and let them *return* a value rather than print it.`,
      'Working with files': `## Reading and writing data

Open a file with \`with\`, so it is closed for you even if something fails:

\`\`\`python
with open("sales.csv", encoding="utf-8") as f:
    for line in f:
        print(line.strip())
\`\`\`

Use \`"w"\` to write and \`"a"\` to append. For CSV files, the \`csv\` module handles quotes and commas for you; later in the course pandas will read a whole file in one line with \`pd.read_csv\`.

Always say the encoding (\`utf-8\`): it avoids garbled accents.`,
    },
    quiz: quiz(
      'Python essentials: check your understanding',
      pick('Which type does Python give to 3.5?', 'Numbers with a decimal point are floats.', 'float', 'int', 'str'),
      trueOrFalse('Opening a file with "with" closes it automatically.', true, 'The with block closes the file when it ends, even after an error.'),
    ),
  },
  'Machine Learning Fundamentals': {
    lessons: {
      'Supervised and unsupervised learning': `## Learning with and without answers

In **supervised learning** every example comes with the answer you want the model to learn: house features with their price, e-mails marked spam or not. The model learns to map inputs to those labels.

In **unsupervised learning** there are no labels. The model looks for structure on its own, such as groups of similar customers (clustering).

Ask yourself: *do I have examples of the right answer?* If yes, it is usually a supervised problem.`,
      'The machine learning workflow': `## From question to model

1. **Frame the question:** what will you predict, and what decision will it change?
2. **Collect and clean data:** most of the work happens here.
3. **Split the data** into training and test sets.
4. **Train** a simple baseline first, then better models.
5. **Evaluate** on the test set with a metric that matches the goal.
6. **Deploy and monitor:** data changes over time, and so does accuracy.

Going back a step is normal: the workflow is a loop, not a line.`,
      'Linear regression': `## Fitting a line

Linear regression predicts a number as a weighted sum of the inputs: *price = a × size + b*. Training finds the weights that make the **squared errors** between predictions and real values as small as possible.

It is fast, easy to explain ("each extra square metre adds about €3,000") and a strong baseline.

Watch for **outliers**, which pull the line towards them, and for relationships that are not straight lines; you can add transformed features such as size² to capture curves.`,
    },
    quiz: quiz(
      'What machine learning is: check your understanding',
      pick('Predicting house prices from past sales with their prices is…', 'The examples carry the answer (the price), so it is supervised learning.', 'Supervised learning', 'Unsupervised learning', 'Reinforcement learning'),
      trueOrFalse('You should evaluate a model on the same data it was trained on.', false, 'Keep a test set aside: a model is judged on data it has not seen.'),
    ),
  },
  'Data Analysis with SQL and Python': {
    lessons: {
      'SELECT, WHERE and ORDER BY': `## Asking a table a question

\`\`\`sql
SELECT name, city, total_spent
FROM customers
WHERE country = 'Spain'
ORDER BY total_spent DESC;
\`\`\`

- **SELECT** names the columns you want (\`*\` means all of them).
- **WHERE** keeps only the rows that match a condition.
- **ORDER BY** sorts the result; \`DESC\` puts the largest first.

Add \`LIMIT 10\` to see only the top ten while you explore.`,
      'Aggregations and GROUP BY': `## Summing up

Aggregate functions turn many rows into one value: \`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`.

\`\`\`sql
SELECT country, COUNT(*) AS customers, AVG(total_spent) AS average
FROM customers
GROUP BY country
HAVING COUNT(*) > 100;
\`\`\`

**GROUP BY** makes one row per country. **HAVING** filters those groups, the way WHERE filters rows. Every selected column must be either grouped or aggregated.`,
      Joins: `## Combining tables

Orders and customers live in separate tables, linked by \`customer_id\`.

\`\`\`sql
SELECT c.name, o.ordered_at, o.amount
FROM orders o
JOIN customers c ON c.id = o.customer_id;
\`\`\`

An **inner join** keeps only rows with a match on both sides. A **LEFT JOIN** keeps every row of the left table, with empty values where there is no match: use it to find customers who never ordered.

Check row counts before and after a join: an unexpected increase means duplicate keys.`,
    },
    quiz: quiz(
      'SQL foundations: check your understanding',
      pick('Which clause filters groups after GROUP BY?', 'WHERE filters rows before grouping; HAVING filters the groups.', 'HAVING', 'WHERE', 'ORDER BY'),
      trueOrFalse('A LEFT JOIN keeps rows of the left table that have no match.', true, 'Unmatched rows are kept, with empty values for the right table.'),
    ),
  },
  'AI Strategy for Business Leaders': {
    lessons: {
      'What AI is good at': `## Strengths and blind spots

Today's AI is strong at **pattern recognition at scale**: classifying documents, forecasting demand, spotting fraud, drafting and summarising text.

It is weak where data is scarce, where the rules change faster than the data, and where a mistake is costly and hard to detect.

A useful test for any idea: *is there a repeated decision, with data about past outcomes, where a good-enough answer saves time or money?* If all three are true, AI is worth exploring.`,
      'Case studies across industries': `## What others have done

- **Retail:** demand forecasting reduced stock-outs and waste by predicting sales per store and day.
- **Banking:** fraud models score every card payment in milliseconds and flag the unusual ones.
- **Manufacturing:** vision systems inspect products on the line and catch defects people miss late in a shift.
- **Services:** assistants draft replies to customer e-mails, and agents approve or edit them.

In each case, the win came from changing a *process*, not from the model alone.`,
      'Value and feasibility': `## Choosing where to start

Plot each idea on two axes:

- **Value:** revenue gained, cost saved, risk reduced, per year.
- **Feasibility:** data available, technical difficulty, change needed in the team.

Start with ideas that are valuable *and* feasible. Park the valuable but hard ones until you have built skills and data. Drop ideas that are easy but worth little: they use attention you need elsewhere.`,
    },
    quiz: quiz(
      'AI in business today: check your understanding',
      pick('Which idea is the best first candidate for AI?', 'A repeated decision with historical outcome data is where AI helps most.', 'A repeated decision with data about past outcomes', 'A one-off strategic choice with no data', 'A task whose rules change every week'),
      trueOrFalse('In successful AI projects, the value comes from the model alone.', false, 'The gains come from changing the process around the model.'),
    ),
  },
  'Deep Learning with PyTorch': {
    lessons: {
      'Tensors on CPU and GPU': `## The basic building block

A **tensor** is a multi-dimensional array, like a NumPy array that can live on a GPU.

\`\`\`python
import torch
x = torch.randn(64, 3, 32, 32)   # a batch of 64 colour images
device = "cuda" if torch.cuda.is_available() else "cpu"
x = x.to(device)
\`\`\`

Every tensor has a **shape**, a **dtype** and a **device**. Operations need their tensors on the same device: most errors beginners meet are shape or device mismatches.`,
      'Automatic differentiation': `## Gradients for free

Mark a tensor with \`requires_grad=True\` and PyTorch records every operation on it. Calling \`.backward()\` on a result computes the **gradient** of that result with respect to each recorded tensor.

\`\`\`python
w = torch.tensor(2.0, requires_grad=True)
loss = (w * 3 - 9) ** 2
loss.backward()
print(w.grad)  # tensor(-18.)
\`\`\`

Gradients say which way to change each weight to reduce the loss: that is all training needs.`,
      'Your first training loop': `## Five lines that train a model

\`\`\`python
for inputs, targets in loader:
    optimizer.zero_grad()
    loss = loss_fn(model(inputs), targets)
    loss.backward()
    optimizer.step()
\`\`\`

1. Clear old gradients.
2. Predict and measure the loss.
3. Compute the gradients.
4. Update the weights.

Print the loss every few batches: it should go down. If it does not, lower the learning rate first.`,
    },
    quiz: quiz(
      'Tensors and autograd: check your understanding',
      pick('What must you call before backward() in each training step?', 'Gradients add up across calls, so they are cleared every step.', 'optimizer.zero_grad()', 'model.eval()', 'torch.no_grad()'),
      trueOrFalse('Two tensors on different devices can be added directly.', false, 'Move both to the same device first.'),
    ),
  },
  'Applied Statistics for Data Science': {
    lessons: {
      'Random variables': `## Numbers that come from chance

A **random variable** assigns a number to each outcome of a random process: the number of customers tomorrow, the time until a machine fails.

It is **discrete** when it takes separate values (0, 1, 2 customers) and **continuous** when it can take any value in a range (4.37 hours).

We describe it by its distribution, and summarise it with the **mean** (its centre) and the **variance** (how far values spread around the mean).`,
      'Common distributions': `## Shapes you will meet again and again

- **Binomial:** successes in *n* independent tries (clicks out of 1,000 impressions).
- **Poisson:** events in a fixed interval (calls per hour).
- **Normal:** the bell curve of sums of many small effects (measurement errors, heights).
- **Exponential:** waiting time between events.

Recognising the shape of your data tells you which tools and tests fit it.`,
      'The central limit theorem': `## Why averages behave

Take many samples of the same size and compute each sample's mean. Whatever the shape of the original data, those means are distributed approximately **normally**, and more tightly as the sample grows (the spread shrinks with the square root of *n*).

This is why confidence intervals and many tests work on averages of skewed data such as revenue per customer, as long as the samples are large enough and independent.`,
    },
    quiz: quiz(
      'Probability and distributions: check your understanding',
      pick('Which distribution fits "calls received per hour"?', 'Counts of events in a fixed interval follow a Poisson distribution.', 'Poisson', 'Normal', 'Exponential'),
      trueOrFalse('Sample means become more tightly spread as the sample size grows.', true, 'The spread of the mean shrinks with the square root of the sample size.'),
    ),
  },
  'Designing AI-Powered Products': {
    lessons: {
      'How models fail': `## Design for the wrong answer

Every model is wrong some of the time. It fails in typical ways:

- **Confident errors:** a wrong answer with no sign of doubt.
- **Edge cases:** inputs unlike the training data (accents, rare products, new slang).
- **Drift:** the world changes and accuracy slowly drops.

Before designing the happy path, list what happens when the model is wrong, and how a person notices and recovers.`,
      'Setting expectations': `## Tell people what the system can do

Trust comes from accurate expectations, not from hiding the AI.

- Say what the feature does and what it does not.
- Show uncertainty where it helps: "likely", a confidence range, alternatives.
- Make it easy to correct the output and learn from the correction.

An assistant that says "I'm not sure, here are two options" is trusted more over time than one that is always certain.`,
      'Suggestions and autocomplete': `## Keeping people in control

Suggestions are the gentlest way to bring AI into a product: the person stays the author.

- Offer, don't impose: one key to accept, typing on to ignore.
- Keep suggestions short and relevant to the current context.
- Never change what the person already wrote without asking.

Measure acceptance rate *and* edits after acceptance: a high acceptance followed by heavy edits means the suggestions look right but are not.`,
    },
    quiz: quiz(
      'Designing with uncertainty: check your understanding',
      pick('What builds trust in an AI feature over time?', 'Accurate expectations and visible uncertainty earn lasting trust.', 'Being honest about uncertainty and limits', 'Always sounding certain', 'Hiding that AI is used'),
      trueOrFalse('You should design for the model being wrong before designing the happy path.', true, 'Knowing how errors are noticed and fixed shapes the whole design.'),
    ),
  },
  'AI Product Management': {
    lessons: {
      'Problems worth solving with AI': `## Start from the problem

Good AI products start from a painful, frequent problem, not from a model looking for a use.

Ask:

1. Who has this problem, and how often?
2. How do they solve it today, and what does that cost?
3. Would a *probabilistic* answer, right most of the time, still help?

If the answer to the third question is no, the problem may need rules or better software, not AI.`,
      'Validating with data': `## Can the data support it?

Before promising a feature, check that the data exists and is usable:

- **Volume:** enough examples of each outcome?
- **Labels:** do we know the right answer for past cases?
- **Access:** can we use it legally and technically?
- **Freshness:** does it reflect how users behave now?

A quick prototype on a sample of real data, even in a spreadsheet, answers more questions than a month of discussion.`,
      'Requirements for data and models': `## Writing requirements ML teams can use

Replace "the model should be accurate" with measurable requirements:

- The **metric** that matters (precision, recall, error in euros) and its target.
- **Latency** and cost per prediction.
- What to do when the model is **unsure**.
- Groups of users where performance must be checked separately, for fairness.

Agree on how the model is evaluated *before* it is built.`,
    },
    quiz: quiz(
      'Discovery for AI products: check your understanding',
      pick('Which requirement can an ML team work with?', 'A named metric with a target can be measured and agreed on.', 'Recall of at least 90% on last quarter\'s cases', 'The model should be accurate', 'The model should be smart'),
      trueOrFalse('Every problem with data is a good problem for AI.', false, 'If a probabilistic answer would not help, rules or better software may fit better.'),
    ),
  },
  'AI-Powered Marketing Analytics': {
    lessons: {
      'Collecting first-party data': `## Data you own

**First-party data** is what customers share with you directly: purchases, sign-ups, e-mail engagement, on-site behaviour.

It is more accurate than bought data and keeps working as third-party cookies disappear.

- Ask only for what you will use, and say why.
- Record consent with each data point.
- Use the same customer identifier across systems, or you cannot join the data later.`,
      'Building a customer view': `## One row per customer

A **single customer view** joins what you know about each customer: identity, purchases, channels, support contacts, consent.

Start simple, with one table built each night:

| customer | first order | orders | revenue | last visit |
|---|---|---|---|---|

This table is the foundation for segmentation, churn prediction and lifetime value. Quality matters more than the number of columns: deduplicate customers first.`,
      'Clustering customers': `## Letting the data suggest segments

Clustering groups customers that behave alike without deciding the segments in advance. **k-means** is the usual start:

1. Choose a few features (recency, frequency, spend).
2. Scale them so that no feature dominates.
3. Try several numbers of clusters and compare them.

Then give each cluster a name a marketer understands ("loyal big spenders", "one-time bargain hunters"): a segment nobody can describe will never be used.`,
    },
    quiz: quiz(
      'Customer data foundations: check your understanding',
      pick('Which is first-party data?', 'First-party data comes directly from your own customers.', 'Purchases made in your online shop', 'A list of e-mails bought from a broker', 'Third-party cookies'),
      trueOrFalse('Features should be scaled before k-means clustering.', true, 'Otherwise the feature with the largest numbers dominates the distances.'),
    ),
  },
  'Growth Marketing with AI Tools': {
    lessons: {
      'Competitor analysis': `## A faster first look

AI assistants can summarise competitors' websites, reviews and pricing pages in minutes.

A useful prompt: *"From these three pricing pages, make a table of plans, prices, limits and the audience each plan targets."*

Then check the table against the sources: assistants mix up details. Use the summary to find gaps (an audience nobody serves, a feature everyone lacks), not as a final report.`,
      'Audience insights': `## Hearing your customers at scale

Paste anonymised reviews, survey answers or support tickets into an assistant and ask:

- What problems come up most often?
- What words do customers use for them?
- Which complaints come from which type of customer?

Reuse customers' own words in your headlines and ads: they convert better than internal jargon. Remove names and e-mails before sharing any data with a tool.`,
      'Email personalisation': `## Beyond "Hi {first name}"

Real personalisation changes *what* you send, not only the greeting:

- Recommend products related to the last purchase.
- Send at the hour each person usually opens e-mails.
- Adapt the message to where they are: new, active, lapsing.

AI tools can write variants for each segment; always test them against your current e-mail with a control group, and keep a human review for tone.`,
    },
    quiz: quiz(
      'AI for market research: check your understanding',
      pick('What should you do with an AI summary of competitors?', 'Assistants mix up details, so the summary is a starting point.', 'Check it against the sources', 'Publish it as it is', 'Share it with competitors'),
      trueOrFalse('Customer names should be removed before sharing reviews with an AI tool.', true, 'Anonymise personal data before it leaves your systems.'),
    ),
  },
  'NLP and Large Language Model Applications': {
    lessons: {
      Tokenisation: `## Text as numbers

Models read **tokens**, not characters or words. A tokenizer splits text into frequent pieces: "unbelievable" may become \`un\`, \`believ\`, \`able\`.

Why it matters:

- Prices and limits are counted in tokens, not words.
- Rare words and other languages use more tokens per word.
- Numbers are often split oddly, one reason models struggle with arithmetic.

Inspect the tokens of your real inputs before estimating cost or context length.`,
      'Self-attention': `## Every word looks at every other word

In a transformer, each token builds a **query**, a **key** and a **value**. It compares its query with every key to decide how much *attention* to give each other token, then mixes their values accordingly.

This is how "it" in "the cat sat because it was tired" is linked to "cat".

Attention costs grow with the square of the sequence length, which is why long contexts are expensive.`,
      'Pretraining objectives': `## What the model learned first

- **Causal language modelling** (GPT-style): predict the next token. Good for generation.
- **Masked language modelling** (BERT-style): predict hidden tokens from both sides. Good for understanding and embeddings.

Pretraining on huge text teaches grammar, facts and patterns; **instruction tuning** afterwards teaches the model to follow requests. Knowing which objective a model had tells you what it is good at.`,
    },
    quiz: quiz(
      'Transformers in depth: check your understanding',
      pick('Why are long contexts expensive in a transformer?', 'Every token attends to every other token: the cost grows with the square of the length.', 'Attention grows with the square of the length', 'Tokenizers slow down on long text', 'Embeddings get larger'),
      trueOrFalse('Models are billed and limited in tokens rather than words.', true, 'Costs and context limits are counted in tokens.'),
    ),
  },
  'Computer Vision in Practice': {
    lessons: {
      'Collecting and labelling images': `## The dataset is the model

Collect images that look like what the model will see in production: the same cameras, lighting, angles and backgrounds.

For labelling:

- Write a **labelling guide** with examples of hard cases.
- Label a small batch, compare two labellers, and fix the guide where they disagree.
- Use tools that support boxes, polygons and review.

A few thousand consistent labels beat tens of thousands of careless ones.`,
      'Dataset quality': `## Finding problems before training

- **Class balance:** are rare classes represented enough?
- **Duplicates:** near-identical images in train and test inflate scores.
- **Label errors:** review the images the model gets most wrong; many are mislabelled.
- **Coverage:** night, rain, blur, unusual objects.

Split by *source* (camera, site, day), not at random, so the test set measures how the model copes with new conditions.`,
      'Single-stage detectors': `## One pass, many boxes

Single-stage detectors such as YOLO predict object classes and boxes in one pass over the image, fast enough for real-time video.

The image is divided into a grid; each cell predicts boxes with a confidence. **Non-maximum suppression** then removes overlapping boxes of the same object.

Tune the confidence threshold for your use: lower finds more objects but raises false alarms.`,
    },
    quiz: quiz(
      'Vision datasets: check your understanding',
      pick('How should a vision test set be split from training data?', 'Splitting by source measures performance on new conditions.', 'By source, such as camera or site', 'At random, image by image', 'By file name'),
      trueOrFalse('Non-maximum suppression removes overlapping boxes of the same object.', true, 'It keeps the most confident box among overlapping ones.'),
    ),
  },
  'MLOps: Machine Learning in Production': {
    lessons: {
      'Versioning data and models': `## Reproducing any model

To rebuild a model exactly you need three versions: the **code**, the **data** and the **configuration** (hyper-parameters, random seeds).

- Code: git.
- Data: a data versioning tool or immutable, dated snapshots.
- Models: a registry that records which data and code produced each one.

When a model misbehaves in production, this is what lets you answer "what changed?" in minutes.`,
      'Experiment tracking': `## A lab notebook for ML

Log every training run: parameters, metrics, data version, code commit, and the model file.

Tools such as MLflow or Weights & Biases do this with a few lines of code and let you compare runs side by side.

Name experiments after the question they answer ("does adding weather improve forecasts?"), and record the conclusion: a run without a conclusion will be repeated later.`,
      'Orchestrating training': `## Pipelines instead of notebooks

A training **pipeline** chains steps: fetch data, validate, build features, train, evaluate, register.

An orchestrator (Airflow, Kubeflow, Prefect) runs the steps in order, retries failures and keeps logs.

Add a **validation gate**: the new model is registered only if it beats the current one on the same test set. That turns retraining from a risky manual task into a routine.`,
    },
    quiz: quiz(
      'Reproducible ML: check your understanding',
      pick('What do you need to reproduce a model exactly?', 'A model depends on its code, its data and its configuration.', 'The versions of code, data and configuration', 'Only the code', 'Only the trained model file'),
      trueOrFalse('A validation gate registers a new model only if it beats the current one.', true, 'Comparing on the same test set stops regressions reaching production.'),
    ),
  },
  'Time Series Forecasting': {
    lessons: {
      'Trend and seasonality': `## Reading a time series

Most business series combine:

- **Trend:** the long-term direction (growing sales).
- **Seasonality:** patterns that repeat on a fixed calendar (weekends, December).
- **Noise:** what is left.

Plot the series first, then a **decomposition** that separates the three. Seasonality can be daily, weekly and yearly at once: electricity demand has all three.`,
      Stationarity: `## When the past resembles the future

A series is **stationary** when its mean and variance do not change over time. Many classical models assume it.

Make a series stationary by:

- **Differencing:** model the change from one period to the next.
- **Log transform:** tame a variance that grows with the level.

The augmented Dickey-Fuller test checks stationarity, but a plot of the rolling mean often tells you just as much.`,
      'Exponential smoothing': `## Recent values count more

Exponential smoothing forecasts with a weighted average of past values, the weights shrinking as values get older.

- **Simple:** level only.
- **Holt:** level and trend.
- **Holt-Winters:** level, trend and seasonality.

These models are fast, robust and hard to beat on short, noisy series. Use them as the baseline every fancier model must beat.`,
    },
    quiz: quiz(
      'Time series foundations: check your understanding',
      pick('Which transformation removes a trend?', 'Differencing models the change between periods, which removes a trend.', 'Differencing', 'Sorting the values', 'Adding noise'),
      trueOrFalse('Holt-Winters smoothing models seasonality.', true, 'Holt-Winters adds a seasonal component to level and trend.'),
    ),
  },
  'Reinforcement Learning and Autonomous Agents': {
    lessons: {
      'Markov decision processes': `## The language of RL

A **Markov decision process** describes a problem where an agent acts over time:

- **States** *s*: what the agent observes.
- **Actions** *a*: what it can do.
- **Transitions** *P(s' | s, a)*: where actions lead.
- **Rewards** *r*: what it gets for each step.
- A **discount** γ: how much future rewards count.

The *Markov* property: the next state depends only on the current state and action, not on the history.`,
      'Dynamic programming': `## Solving a known world

When transitions and rewards are known, dynamic programming finds the best policy exactly.

**Value iteration** repeats the Bellman update

V(s) ← max over a of [ r(s, a) + γ Σ P(s' | s, a) V(s') ]

until the values stop changing; the best action in each state is then the one achieving the maximum.

It needs a full model of the world, which real problems rarely offer: the rest of the course learns from experience instead.`,
      'Q-learning': `## Learning from experience

Q-learning learns the value *Q(s, a)* of taking action *a* in state *s*, without a model of the world:

Q(s, a) ← Q(s, a) + α [ r + γ max Q(s', a') − Q(s, a) ]

The agent balances **exploration** (trying actions to learn) and **exploitation** (choosing the best known action), for example with ε-greedy: a random action with probability ε.

Start with a high ε and lower it as the estimates improve.`,
    },
    quiz: quiz(
      'Foundations: check your understanding',
      pick('What does dynamic programming need that Q-learning does not?', 'Dynamic programming needs the transitions and rewards; Q-learning learns from experience.', 'A full model of transitions and rewards', 'A neural network', 'A discount of zero'),
      trueOrFalse('With ε-greedy, the agent sometimes picks a random action.', true, 'With probability ε it explores with a random action.'),
    ),
  },
  'Distributed Training of Large Models': {
    lessons: {
      'Data parallelism': `## Same model, different data

Each GPU holds a full copy of the model and processes a different slice of the batch. After the backward pass, the GPUs **all-reduce** their gradients so every copy makes the same update.

It scales well as long as the model fits on one GPU. Communication grows with model size: overlap it with computation (PyTorch DDP does this by bucketing gradients).`,
      'Tensor parallelism': `## Splitting a layer

When one layer is too large for a GPU, split its weight matrices across GPUs. Each GPU computes part of the matrix multiplication and the results are combined.

It needs very fast links between GPUs (such as NVLink), so it is usually kept within one machine, and combined with data parallelism across machines.`,
      'Pipeline parallelism': `## Splitting the layers into stages

Put consecutive layers on different GPUs, like an assembly line. To keep every GPU busy, split each batch into **micro-batches** that flow through the stages one after another.

The idle time at the start and end of each batch is the **pipeline bubble**; more micro-batches make it smaller. Balance the stages so that each takes about the same time.`,
    },
    quiz: quiz(
      'Parallelism strategies: check your understanding',
      pick('In data parallelism, what do GPUs exchange after the backward pass?', 'Gradients are all-reduced so every copy of the model makes the same update.', 'Their gradients', 'Their training data', 'Their model code'),
      trueOrFalse('More micro-batches make the pipeline bubble smaller.', true, 'Micro-batches keep the stages busy for a larger share of the time.'),
    ),
  },
  'Quantum Machine Learning': {
    lessons: {
      'Qubits and gates': `## A different kind of bit

A classical bit is 0 or 1. A **qubit** is in a *superposition* α|0⟩ + β|1⟩, where |α|² and |β|² are the probabilities of reading 0 or 1.

**Gates** change qubits: the Hadamard gate turns |0⟩ into an equal superposition; the CNOT gate flips one qubit depending on another, creating **entanglement**.

A quantum circuit is a sequence of gates, drawn as lines (qubits) with boxes (gates).`,
      Measurement: `## Reading the result

Measuring a qubit gives 0 or 1 at random, with the probabilities set by its state, and the superposition is lost.

That is why circuits are run many times (**shots**): the counts estimate the probabilities.

Quantum algorithms are designed so that the right answers become likely before measurement; reading out a whole superposition is impossible.`,
      'Superposition and entanglement': `## Where the power may come from

With *n* qubits, a state has 2ⁿ amplitudes, so circuits work in a space that grows exponentially.

**Entangled** qubits have correlated measurement results that no classical description of separate bits can reproduce.

Whether this gives an advantage for machine learning is an open research question; on today's noisy hardware, most results come from small, hybrid experiments.`,
    },
    quiz: quiz(
      'Quantum computing basics: check your understanding',
      pick('Why are quantum circuits run many times?', 'Each measurement gives one random outcome; the counts estimate the probabilities.', 'Each measurement gives one random outcome', 'To warm up the hardware', 'To store more data'),
      trueOrFalse('Measuring a qubit keeps its superposition.', false, 'Measurement gives 0 or 1 and the superposition is lost.'),
    ),
  },
};
