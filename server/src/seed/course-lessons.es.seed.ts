/**
 * What the sample courses teach (course-lessons.seed.ts) in Spanish, written as a Spanish-speaking
 * teacher would, with tú and the glossary's terms (client/src/i18n/glossary.md). Markdown, code
 * and tool names stay as in the English.
 */
import type { QuestionVersion, SampleLessonsVersion } from './course-lessons.seed.js';

/** A single-choice question: its options in the English order (the correct one first). */
const pick = (text: string, explanation: string, ...options: string[]): QuestionVersion => ({ text, explanation, options });
const trueOrFalse = (text: string, explanation: string): QuestionVersion => ({ text, explanation, options: ['Verdadero', 'Falso'] });

export const SAMPLE_LESSONS_ES: Readonly<Record<string, SampleLessonsVersion>> = {
  'Introduction to Generative AI': {
    lessons: {
      'From autocomplete to language models': `## Predecir la siguiente palabra

El teclado de tu móvil te sugiere la siguiente palabra a partir de las anteriores. Un **gran modelo de lenguaje** hace lo mismo, a una escala muchísimo mayor: se ha entrenado con una enorme cantidad de texto para predecir el siguiente *token* (una palabra o un trozo de palabra).

Repite esa predicción muchas veces y obtienes párrafos, respuestas y código. No se consulta ninguna base de datos: el modelo produce el texto que resulta *probable* según lo anterior.

**Pruébalo:** pide a un chatbot que continúe «Los tres usos más habituales de la IA en el trabajo son» y fíjate en lo fluida, y lo genérica, que es la respuesta.`,
      'Images, audio and video generation': `## Más allá del texto

Los generadores de imágenes, como los modelos de difusión, parten de ruido aleatorio y lo van eliminando paso a paso, guiados por tu descripción, hasta que aparece una imagen. Los modelos de audio y de vídeo siguen el mismo principio con ondas sonoras y fotogramas.

- **Imágenes:** arte conceptual, maquetas de producto, ilustraciones.
- **Audio:** locuciones, bocetos musicales, transcripción a la inversa.
- **Vídeo:** clips cortos y animaciones, todavía caros y menos controlables.

El contenido generado puede parecer real, así que indica que lo ha creado una IA cuando lo publiques.`,
      'Limits and hallucinations': `## Cuando el modelo se equivoca con total seguridad

Como un modelo de lenguaje produce texto *probable*, puede afirmar cosas falsas con total seguridad. Es lo que se llama una **alucinación**: datos, citas, referencias o cifras inventados.

Las alucinaciones son más frecuentes cuando preguntas por hechos recientes, temas muy especializados o cifras exactas.

1. Pide las fuentes y comprueba que existen.
2. Dale al modelo en tu prompt los datos que necesita.
3. No publiques nunca una cifra que no hayas verificado tú.`,
    },
    questions: [
      pick('¿Qué hace un gran modelo de lenguaje cuando escribe?', 'Predice un token probable tras otro; no consulta datos.', 'Predice el siguiente token, una y otra vez', 'Busca la respuesta en una base de datos', 'Copia un documento guardado'),
      trueOrFalse('Una respuesta segura de un chatbot puede ser inventada.', 'Las alucinaciones suenan tan fluidas como las respuestas correctas, así que comprueba los datos y las fuentes.'),
    ],
  },
  'Python for AI and Data': {
    lessons: {
      'Variables, types and control flow': `## Nombres para los valores

Una variable es un nombre para un valor: \`price = 49.99\`. Python deduce el **tipo** por sí solo: \`int\` para números enteros, \`float\` para decimales, \`str\` para texto, \`bool\` para \`True\`/\`False\`.

El control de flujo decide qué se ejecuta:

\`\`\`python
if price > 40:
    print("Premium")
else:
    print("Standard")

for month in ["Jan", "Feb", "Mar"]:
    print(month)
\`\`\`

La sangría forma parte del lenguaje: las líneas sangradas pertenecen al \`if\` o al \`for\`.`,
      'Functions and modules': `## Pasos reutilizables

Una **función** le pone nombre a unos cuantos pasos para que puedas reutilizarlos:

\`\`\`python
def with_tax(amount, rate=0.2):
    return amount * (1 + rate)
\`\`\`

Un **módulo** es un archivo de funciones que puedes importar. La biblioteca estándar ya trae muchos: \`import math\`, \`import statistics\`. Librerías como NumPy y pandas también son módulos, y se instalan con \`pip\`.

Escribe funciones pequeñas, con un nombre claro, y haz que *devuelvan* un valor en lugar de imprimirlo.`,
      'Working with files': `## Leer y escribir datos

Abre los archivos con \`with\`, así se cierran solos aunque algo falle:

\`\`\`python
with open("sales.csv", encoding="utf-8") as f:
    for line in f:
        print(line.strip())
\`\`\`

Usa \`"w"\` para escribir y \`"a"\` para añadir al final. Para archivos CSV, el módulo \`csv\` se ocupa de las comillas y las comas; más adelante en el curso, pandas leerá un archivo entero en una sola línea con \`pd.read_csv\`.

Indica siempre la codificación (\`utf-8\`): así evitas que las tildes salgan estropeadas.`,
    },
    questions: [
      pick('¿Qué tipo le da Python a 3.5?', 'Los números con decimales son floats.', 'float', 'int', 'str'),
      trueOrFalse('Abrir un archivo con «with» lo cierra automáticamente.', 'El bloque with cierra el archivo al terminar, incluso después de un error.'),
    ],
  },
  'Machine Learning Fundamentals': {
    lessons: {
      'Supervised and unsupervised learning': `## Aprender con respuestas y sin ellas

En el **aprendizaje supervisado**, cada ejemplo trae la respuesta que quieres que aprenda el modelo: las características de una vivienda con su precio, correos marcados como spam o no. El modelo aprende a relacionar las entradas con esas etiquetas.

En el **aprendizaje no supervisado** no hay etiquetas. El modelo busca estructura por su cuenta, por ejemplo grupos de clientes parecidos (clustering).

Pregúntate: *¿tengo ejemplos de la respuesta correcta?* Si es así, normalmente se trata de un problema supervisado.`,
      'The machine learning workflow': `## De la pregunta al modelo

1. **Plantea la pregunta:** ¿qué vas a predecir y qué decisión cambiará?
2. **Recopila y limpia los datos:** aquí está la mayor parte del trabajo.
3. **Divide los datos** en un conjunto de entrenamiento y otro de prueba.
4. **Entrena** primero un modelo base sencillo y después otros mejores.
5. **Evalúa** con el conjunto de prueba y una métrica acorde con el objetivo.
6. **Despliega y monitoriza:** los datos cambian con el tiempo, y la precisión también.

Volver un paso atrás es normal: el flujo de trabajo es un ciclo, no una línea recta.`,
      'Linear regression': `## Ajustar una recta

La regresión lineal predice un número como una suma ponderada de las entradas: *precio = a × superficie + b*. El entrenamiento busca los pesos que hacen lo más pequeños posible los **errores al cuadrado** entre las predicciones y los valores reales.

Es rápida, fácil de explicar («cada metro cuadrado más suma unos 3.000 €») y un buen modelo base.

Vigila los **valores atípicos**, que tiran de la recta hacia ellos, y las relaciones que no son rectas; puedes añadir características transformadas, como superficie², para capturar curvas.`,
    },
    questions: [
      pick('Predecir el precio de viviendas a partir de ventas anteriores con su precio es…', 'Los ejemplos traen la respuesta (el precio), así que es aprendizaje supervisado.', 'Aprendizaje supervisado', 'Aprendizaje no supervisado', 'Aprendizaje por refuerzo'),
      trueOrFalse('Debes evaluar un modelo con los mismos datos con los que lo has entrenado.', 'Reserva un conjunto de prueba: un modelo se juzga con datos que no ha visto.'),
    ],
  },
  'Data Analysis with SQL and Python': {
    lessons: {
      'SELECT, WHERE and ORDER BY': `## Hacerle una pregunta a una tabla

\`\`\`sql
SELECT name, city, total_spent
FROM customers
WHERE country = 'Spain'
ORDER BY total_spent DESC;
\`\`\`

- **SELECT** indica las columnas que quieres (\`*\` significa todas).
- **WHERE** conserva solo las filas que cumplen una condición.
- **ORDER BY** ordena el resultado; \`DESC\` pone primero los valores más altos.

Añade \`LIMIT 10\` para ver solo los diez primeros mientras exploras.`,
      'Aggregations and GROUP BY': `## Resumir

Las funciones de agregación convierten muchas filas en un solo valor: \`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`.

\`\`\`sql
SELECT country, COUNT(*) AS customers, AVG(total_spent) AS average
FROM customers
GROUP BY country
HAVING COUNT(*) > 100;
\`\`\`

**GROUP BY** crea una fila por país. **HAVING** filtra esos grupos, igual que WHERE filtra filas. Cada columna seleccionada tiene que estar agrupada o agregada.`,
      Joins: `## Combinar tablas

Los pedidos y los clientes están en tablas distintas, enlazadas por \`customer_id\`.

\`\`\`sql
SELECT c.name, o.ordered_at, o.amount
FROM orders o
JOIN customers c ON c.id = o.customer_id;
\`\`\`

Un **inner join** conserva solo las filas que coinciden en ambos lados. Un **LEFT JOIN** conserva todas las filas de la tabla de la izquierda, con valores vacíos donde no hay coincidencia: úsalo para encontrar clientes que nunca han comprado.

Comprueba el número de filas antes y después de un join: si aumenta sin esperarlo, hay claves duplicadas.`,
    },
    questions: [
      pick('¿Qué cláusula filtra los grupos después de GROUP BY?', 'WHERE filtra filas antes de agrupar; HAVING filtra los grupos.', 'HAVING', 'WHERE', 'ORDER BY'),
      trueOrFalse('Un LEFT JOIN conserva las filas de la tabla de la izquierda que no tienen coincidencia.', 'Las filas sin coincidencia se conservan, con valores vacíos para la tabla de la derecha.'),
    ],
  },
  'AI Strategy for Business Leaders': {
    lessons: {
      'What AI is good at': `## Puntos fuertes y puntos ciegos

La IA actual destaca en el **reconocimiento de patrones a gran escala**: clasificar documentos, prever la demanda, detectar fraudes, redactar y resumir textos.

Flojea cuando hay pocos datos, cuando las reglas cambian más deprisa que los datos y cuando un error es caro y difícil de detectar.

Una prueba útil para cualquier idea: *¿hay una decisión que se repite, con datos sobre resultados anteriores, en la que una respuesta suficientemente buena ahorra tiempo o dinero?* Si se cumplen las tres condiciones, merece la pena explorar la IA.`,
      'Case studies across industries': `## Lo que han hecho otros

- **Retail:** la previsión de la demanda redujo roturas de stock y desperdicio al predecir las ventas por tienda y día.
- **Banca:** los modelos de fraude puntúan cada pago con tarjeta en milisegundos y señalan los inusuales.
- **Industria:** los sistemas de visión inspeccionan los productos en la línea y detectan defectos que las personas pasan por alto al final del turno.
- **Servicios:** los asistentes redactan respuestas a los correos de clientes y los agentes las aprueban o las editan.

En todos los casos, el beneficio vino de cambiar un *proceso*, no solo del modelo.`,
      'Value and feasibility': `## Elegir por dónde empezar

Sitúa cada idea en dos ejes:

- **Valor:** ingresos ganados, costes ahorrados, riesgo reducido, por año.
- **Viabilidad:** datos disponibles, dificultad técnica, cambio necesario en el equipo.

Empieza por las ideas valiosas *y* viables. Aparca las valiosas pero difíciles hasta que hayas ganado experiencia y datos. Descarta las fáciles que aportan poco: consumen una atención que necesitas en otra parte.`,
    },
    questions: [
      pick('¿Qué idea es la mejor primera candidata para la IA?', 'Una decisión repetida con datos históricos de resultados es donde más ayuda la IA.', 'Una decisión repetida con datos sobre resultados anteriores', 'Una decisión estratégica puntual sin datos', 'Una tarea cuyas reglas cambian cada semana'),
      trueOrFalse('En los proyectos de IA con éxito, el valor lo aporta solo el modelo.', 'El beneficio viene de cambiar el proceso que rodea al modelo.'),
    ],
  },
  'Deep Learning with PyTorch': {
    lessons: {
      'Tensors on CPU and GPU': `## La pieza básica

Un **tensor** es un array multidimensional, como un array de NumPy que puede vivir en una GPU.

\`\`\`python
import torch
x = torch.randn(64, 3, 32, 32)   # un lote de 64 imágenes en color
device = "cuda" if torch.cuda.is_available() else "cpu"
x = x.to(device)
\`\`\`

Todo tensor tiene una **forma** (shape), un **tipo de dato** (dtype) y un **dispositivo** (device). Las operaciones necesitan sus tensores en el mismo dispositivo: la mayoría de errores que encuentra quien empieza son de forma o de dispositivo.`,
      'Automatic differentiation': `## Gradientes gratis

Marca un tensor con \`requires_grad=True\` y PyTorch registrará cada operación que hagas con él. Al llamar a \`.backward()\` sobre un resultado, calcula el **gradiente** de ese resultado respecto a cada tensor registrado.

\`\`\`python
w = torch.tensor(2.0, requires_grad=True)
loss = (w * 3 - 9) ** 2
loss.backward()
print(w.grad)  # tensor(-18.)
\`\`\`

Los gradientes indican en qué sentido cambiar cada peso para reducir la pérdida: es todo lo que necesita el entrenamiento.`,
      'Your first training loop': `## Cinco líneas que entrenan un modelo

\`\`\`python
for inputs, targets in loader:
    optimizer.zero_grad()
    loss = loss_fn(model(inputs), targets)
    loss.backward()
    optimizer.step()
\`\`\`

1. Borra los gradientes anteriores.
2. Predice y mide la pérdida.
3. Calcula los gradientes.
4. Actualiza los pesos.

Imprime la pérdida cada pocos lotes: debería bajar. Si no baja, reduce primero la tasa de aprendizaje.`,
    },
    questions: [
      pick('¿Qué tienes que llamar antes de backward() en cada paso de entrenamiento?', 'Los gradientes se acumulan entre llamadas, así que se borran en cada paso.', 'optimizer.zero_grad()', 'model.eval()', 'torch.no_grad()'),
      trueOrFalse('Dos tensores en dispositivos distintos se pueden sumar directamente.', 'Primero mueve los dos al mismo dispositivo.'),
    ],
  },
  'Applied Statistics for Data Science': {
    lessons: {
      'Random variables': `## Números que vienen del azar

Una **variable aleatoria** asigna un número a cada resultado de un proceso aleatorio: el número de clientes de mañana, el tiempo hasta que falla una máquina.

Es **discreta** cuando toma valores separados (0, 1, 2 clientes) y **continua** cuando puede tomar cualquier valor de un intervalo (4,37 horas).

La describimos por su distribución y la resumimos con la **media** (su centro) y la **varianza** (cuánto se alejan los valores de la media).`,
      'Common distributions': `## Formas que verás una y otra vez

- **Binomial:** éxitos en *n* intentos independientes (clics de cada 1.000 impresiones).
- **Poisson:** eventos en un intervalo fijo (llamadas por hora).
- **Normal:** la campana de Gauss de las sumas de muchos efectos pequeños (errores de medida, estaturas).
- **Exponencial:** tiempo de espera entre eventos.

Reconocer la forma de tus datos te dice qué herramientas y qué contrastes encajan con ellos.`,
      'The central limit theorem': `## Por qué las medias se portan bien

Toma muchas muestras del mismo tamaño y calcula la media de cada una. Sea cual sea la forma de los datos originales, esas medias siguen aproximadamente una distribución **normal**, cada vez más concentrada a medida que crece la muestra (la dispersión se reduce con la raíz cuadrada de *n*).

Por eso los intervalos de confianza y muchos contrastes funcionan con medias de datos asimétricos, como los ingresos por cliente, siempre que las muestras sean lo bastante grandes e independientes.`,
    },
    questions: [
      pick('¿Qué distribución encaja con «llamadas recibidas por hora»?', 'Los recuentos de eventos en un intervalo fijo siguen una distribución de Poisson.', 'Poisson', 'Normal', 'Exponencial'),
      trueOrFalse('Las medias muestrales se concentran más a medida que crece el tamaño de la muestra.', 'La dispersión de la media se reduce con la raíz cuadrada del tamaño de la muestra.'),
    ],
  },
  'Designing AI-Powered Products': {
    lessons: {
      'How models fail': `## Diseña para la respuesta equivocada

Todo modelo se equivoca alguna vez, y falla de maneras típicas:

- **Errores seguros:** una respuesta incorrecta sin el menor signo de duda.
- **Casos límite:** entradas que no se parecen a los datos de entrenamiento (acentos, productos poco comunes, jerga nueva).
- **Deriva:** el mundo cambia y la precisión baja poco a poco.

Antes de diseñar el camino feliz, anota qué ocurre cuando el modelo se equivoca y cómo lo detecta y lo corrige una persona.`,
      'Setting expectations': `## Cuenta lo que puede hacer el sistema

La confianza nace de unas expectativas ajustadas, no de esconder la IA.

- Explica qué hace la función y qué no hace.
- Muestra la incertidumbre cuando ayude: «probablemente», un margen de confianza, alternativas.
- Facilita corregir el resultado y aprender de esa corrección.

Un asistente que dice «No estoy seguro, aquí tienes dos opciones» gana más confianza con el tiempo que uno que siempre está seguro.`,
      'Suggestions and autocomplete': `## Que la persona mantenga el control

Las sugerencias son la forma más suave de llevar la IA a un producto: la persona sigue siendo la autora.

- Ofrece, no impongas: una tecla para aceptar, seguir escribiendo para ignorar.
- Mantén las sugerencias breves y relevantes para el contexto.
- No cambies nunca lo que la persona ya ha escrito sin preguntar.

Mide la tasa de aceptación *y* las ediciones posteriores: mucha aceptación seguida de muchas ediciones significa que las sugerencias parecen buenas, pero no lo son.`,
    },
    questions: [
      pick('¿Qué genera confianza en una función de IA con el tiempo?', 'Unas expectativas ajustadas y una incertidumbre visible generan una confianza duradera.', 'Ser honesto sobre la incertidumbre y los límites', 'Sonar siempre seguro', 'Ocultar que se usa IA'),
      trueOrFalse('Debes diseñar para cuando el modelo se equivoca antes de diseñar el camino feliz.', 'Saber cómo se detectan y se corrigen los errores da forma a todo el diseño.'),
    ],
  },
  'AI Product Management': {
    lessons: {
      'Problems worth solving with AI': `## Empieza por el problema

Los buenos productos de IA nacen de un problema frecuente y doloroso, no de un modelo en busca de una aplicación.

Pregunta:

1. ¿Quién tiene este problema y con qué frecuencia?
2. ¿Cómo lo resuelve hoy y cuánto le cuesta?
3. ¿Le seguiría sirviendo una respuesta *probabilística*, correcta la mayoría de las veces?

Si la respuesta a la tercera pregunta es no, quizá el problema necesite reglas o un software mejor, no IA.`,
      'Validating with data': `## ¿Lo respaldan los datos?

Antes de prometer una función, comprueba que los datos existen y se pueden usar:

- **Volumen:** ¿hay suficientes ejemplos de cada resultado?
- **Etiquetas:** ¿conocemos la respuesta correcta de los casos anteriores?
- **Acceso:** ¿podemos usarlos legal y técnicamente?
- **Actualidad:** ¿reflejan cómo se comportan hoy los usuarios?

Un prototipo rápido con una muestra de datos reales, aunque sea en una hoja de cálculo, responde más preguntas que un mes de debate.`,
      'Requirements for data and models': `## Requisitos que un equipo de ML pueda usar

Sustituye «el modelo debe ser preciso» por requisitos medibles:

- La **métrica** que importa (precisión, exhaustividad, error en euros) y su objetivo.
- La **latencia** y el coste por predicción.
- Qué hacer cuando el modelo **no está seguro**.
- Los grupos de usuarios en los que hay que comprobar el rendimiento por separado, por equidad.

Acuerda con el equipo cómo se evaluará el modelo *antes* de construirlo.`,
    },
    questions: [
      pick('¿Con qué requisito puede trabajar un equipo de ML?', 'Una métrica concreta con un objetivo se puede medir y acordar.', 'Una exhaustividad de al menos el 90 % en los casos del último trimestre', 'El modelo debe ser preciso', 'El modelo debe ser inteligente'),
      trueOrFalse('Cualquier problema con datos es un buen problema para la IA.', 'Si una respuesta probabilística no ayuda, quizá encajen mejor unas reglas o un software mejor.'),
    ],
  },
  'AI-Powered Marketing Analytics': {
    lessons: {
      'Collecting first-party data': `## Datos que son tuyos

Los **datos propios** (first-party) son los que tus clientes comparten contigo directamente: compras, altas, interacción con tus correos, comportamiento en tu web.

Son más fiables que los datos comprados y siguen funcionando a medida que desaparecen las cookies de terceros.

- Pide solo lo que vayas a usar y explica para qué.
- Registra el consentimiento con cada dato.
- Usa el mismo identificador de cliente en todos los sistemas, o después no podrás cruzar los datos.`,
      'Building a customer view': `## Una fila por cliente

Una **vista única del cliente** reúne lo que sabes de cada cliente: identidad, compras, canales, contactos con soporte, consentimiento.

Empieza por algo sencillo, con una tabla que se genere cada noche:

| cliente | primer pedido | pedidos | ingresos | última visita |
|---|---|---|---|---|

Esta tabla es la base de la segmentación, la predicción del abandono y el valor del ciclo de vida. La calidad importa más que el número de columnas: elimina primero los clientes duplicados.`,
      'Clustering customers': `## Que los datos propongan los segmentos

El clustering agrupa a los clientes que se comportan de forma parecida sin fijar los segmentos de antemano. **k-means** es el punto de partida habitual:

1. Elige unas pocas variables (recencia, frecuencia, gasto).
2. Escálalas para que ninguna domine.
3. Prueba varios números de clusters y compáralos.

Después, ponle a cada cluster un nombre que entienda cualquier profesional del marketing («grandes compradores fieles», «cazadores de gangas de una sola compra»): un segmento que nadie sabe describir no se usará nunca.`,
    },
    questions: [
      pick('¿Cuáles son datos propios (first-party)?', 'Los datos propios proceden directamente de tus clientes.', 'Las compras hechas en tu tienda online', 'Una lista de correos comprada a un proveedor', 'Las cookies de terceros'),
      trueOrFalse('Hay que escalar las variables antes de aplicar k-means.', 'Si no, la variable con los números más grandes domina las distancias.'),
    ],
  },
  'Growth Marketing with AI Tools': {
    lessons: {
      'Competitor analysis': `## Un primer vistazo más rápido

Los asistentes de IA pueden resumir en minutos las webs, las reseñas y las páginas de precios de la competencia.

Un prompt útil: *«A partir de estas tres páginas de precios, haz una tabla con los planes, los precios, los límites y el público al que se dirige cada plan».*

Después, contrasta la tabla con las fuentes: los asistentes confunden detalles. Usa el resumen para encontrar huecos (un público al que nadie atiende, una función que no tiene nadie), no como informe final.`,
      'Audience insights': `## Escuchar a tus clientes a gran escala

Pega en un asistente reseñas, respuestas de encuestas o tickets de soporte anonimizados y pregunta:

- ¿Qué problemas aparecen con más frecuencia?
- ¿Con qué palabras los describen los clientes?
- ¿Qué quejas vienen de cada tipo de cliente?

Reutiliza las palabras de tus clientes en tus titulares y anuncios: convierten mejor que la jerga interna. Elimina nombres y correos electrónicos antes de compartir cualquier dato con una herramienta.`,
      'Email personalisation': `## Más allá de «Hola, {nombre}»

La personalización de verdad cambia *lo que* envías, no solo el saludo:

- Recomienda productos relacionados con la última compra.
- Envía a la hora a la que cada persona suele abrir el correo.
- Adapta el mensaje a su momento: nuevo, activo, a punto de irse.

Las herramientas de IA pueden escribir variantes para cada segmento; pruébalas siempre frente a tu correo actual con un grupo de control y mantén una revisión humana del tono.`,
    },
    questions: [
      pick('¿Qué debes hacer con un resumen de la competencia hecho por una IA?', 'Los asistentes confunden detalles, así que el resumen es un punto de partida.', 'Contrastarlo con las fuentes', 'Publicarlo tal cual', 'Compartirlo con la competencia'),
      trueOrFalse('Hay que eliminar los nombres de los clientes antes de compartir reseñas con una herramienta de IA.', 'Anonimiza los datos personales antes de que salgan de tus sistemas.'),
    ],
  },
  'NLP and Large Language Model Applications': {
    lessons: {
      Tokenisation: `## El texto convertido en números

Los modelos leen **tokens**, no caracteres ni palabras. Un tokenizador divide el texto en trozos frecuentes: «increíblemente» puede quedar en \`incre\`, \`íble\`, \`mente\`.

Por qué importa:

- Los precios y los límites se cuentan en tokens, no en palabras.
- Las palabras poco comunes y los idiomas distintos del inglés usan más tokens por palabra.
- Los números a menudo se dividen de forma extraña, una de las razones por las que a los modelos les cuesta la aritmética.

Examina los tokens de tus entradas reales antes de estimar el coste o la longitud del contexto.`,
      'Self-attention': `## Cada palabra mira a todas las demás

En un transformer, cada token genera una **consulta** (query), una **clave** (key) y un **valor** (value). Compara su consulta con todas las claves para decidir cuánta *atención* prestar a cada uno de los otros tokens y después mezcla sus valores en esa proporción.

Así es como, en «el gato se tumbó porque estaba cansado», el modelo relaciona «cansado» con «gato».

El coste de la atención crece con el cuadrado de la longitud de la secuencia, y por eso los contextos largos son caros.`,
      'Pretraining objectives': `## Lo que el modelo aprendió primero

- **Modelado causal del lenguaje** (estilo GPT): predecir el siguiente token. Ideal para generar texto.
- **Modelado de lenguaje enmascarado** (estilo BERT): predecir tokens ocultos a partir de ambos lados. Ideal para comprender texto y obtener embeddings.

El preentrenamiento con enormes cantidades de texto enseña gramática, datos y patrones; el **instruction tuning** posterior enseña al modelo a seguir peticiones. Saber con qué objetivo se entrenó un modelo te dice para qué sirve.`,
    },
    questions: [
      pick('¿Por qué son caros los contextos largos en un transformer?', 'Cada token presta atención a todos los demás: el coste crece con el cuadrado de la longitud.', 'La atención crece con el cuadrado de la longitud', 'Los tokenizadores se vuelven lentos con textos largos', 'Los embeddings se hacen más grandes'),
      trueOrFalse('Los modelos se facturan y se limitan en tokens, no en palabras.', 'Los costes y los límites de contexto se cuentan en tokens.'),
    ],
  },
  'Computer Vision in Practice': {
    lessons: {
      'Collecting and labelling images': `## El conjunto de datos es el modelo

Recopila imágenes que se parezcan a lo que verá el modelo en producción: las mismas cámaras, la misma iluminación, los mismos ángulos y fondos.

Para el etiquetado:

- Redacta una **guía de etiquetado** con ejemplos de los casos difíciles.
- Etiqueta un lote pequeño, compara a dos etiquetadores y corrige la guía donde no coincidan.
- Usa herramientas que permitan cajas, polígonos y revisión.

Unos pocos miles de etiquetas coherentes valen más que decenas de miles hechas sin cuidado.`,
      'Dataset quality': `## Encontrar los problemas antes de entrenar

- **Equilibrio de clases:** ¿las clases poco frecuentes están suficientemente representadas?
- **Duplicados:** imágenes casi idénticas en entrenamiento y prueba inflan las puntuaciones.
- **Errores de etiquetado:** revisa las imágenes en las que más falla el modelo; muchas están mal etiquetadas.
- **Cobertura:** noche, lluvia, desenfoque, objetos poco habituales.

Divide por *origen* (cámara, ubicación, día), no al azar, para que el conjunto de prueba mida cómo se desenvuelve el modelo en condiciones nuevas.`,
      'Single-stage detectors': `## Una pasada, muchas cajas

Los detectores de una etapa, como YOLO, predicen las clases y las cajas de los objetos en una sola pasada por la imagen, lo bastante rápido para vídeo en tiempo real.

La imagen se divide en una cuadrícula; cada celda predice cajas con una confianza. Después, la **supresión de no máximos** (non-maximum suppression) elimina las cajas solapadas del mismo objeto.

Ajusta el umbral de confianza a tu caso: un umbral más bajo encuentra más objetos, pero aumenta las falsas alarmas.`,
    },
    questions: [
      pick('¿Cómo se debe separar el conjunto de prueba de visión de los datos de entrenamiento?', 'Separar por origen mide el rendimiento en condiciones nuevas.', 'Por origen, por ejemplo por cámara o ubicación', 'Al azar, imagen por imagen', 'Por nombre de archivo'),
      trueOrFalse('La supresión de no máximos elimina las cajas solapadas del mismo objeto.', 'Se queda con la caja de mayor confianza entre las que se solapan.'),
    ],
  },
  'MLOps: Machine Learning in Production': {
    lessons: {
      'Versioning data and models': `## Reproducir cualquier modelo

Para reconstruir un modelo exactamente necesitas tres versiones: la del **código**, la de los **datos** y la de la **configuración** (hiperparámetros, semillas aleatorias).

- Código: git.
- Datos: una herramienta de versionado de datos o instantáneas inmutables y fechadas.
- Modelos: un registro que anote qué datos y qué código produjeron cada uno.

Cuando un modelo se comporta mal en producción, esto es lo que te permite responder en minutos a «¿qué ha cambiado?».`,
      'Experiment tracking': `## Un cuaderno de laboratorio para ML

Registra cada entrenamiento: parámetros, métricas, versión de los datos, commit del código y el archivo del modelo.

Herramientas como MLflow o Weights & Biases lo hacen con unas pocas líneas de código y te permiten comparar ejecuciones una al lado de otra.

Nombra cada experimento según la pregunta que responde («¿mejora la previsión si añadimos el tiempo meteorológico?») y apunta la conclusión: un experimento sin conclusión acaba repitiéndose.`,
      'Orchestrating training': `## Pipelines en lugar de notebooks

Un **pipeline** de entrenamiento encadena pasos: obtener los datos, validarlos, construir las características, entrenar, evaluar y registrar.

Un orquestador (Airflow, Kubeflow, Prefect) ejecuta los pasos en orden, reintenta los que fallan y guarda los registros.

Añade un **control de validación**: el nuevo modelo solo se registra si supera al actual con el mismo conjunto de prueba. Así el reentrenamiento deja de ser una tarea manual arriesgada y se convierte en rutina.`,
    },
    questions: [
      pick('¿Qué necesitas para reproducir un modelo exactamente?', 'Un modelo depende de su código, sus datos y su configuración.', 'Las versiones del código, los datos y la configuración', 'Solo el código', 'Solo el archivo del modelo entrenado'),
      trueOrFalse('Un control de validación solo registra un modelo nuevo si supera al actual.', 'Comparar con el mismo conjunto de prueba impide que las regresiones lleguen a producción.'),
    ],
  },
  'Time Series Forecasting': {
    lessons: {
      'Trend and seasonality': `## Leer una serie temporal

La mayoría de las series de negocio combinan:

- **Tendencia:** la dirección a largo plazo (ventas que crecen).
- **Estacionalidad:** patrones que se repiten según el calendario (fines de semana, diciembre).
- **Ruido:** lo que queda.

Primero representa la serie y después una **descomposición** que separe las tres partes. La estacionalidad puede ser diaria, semanal y anual a la vez: la demanda eléctrica tiene las tres.`,
      Stationarity: `## Cuando el pasado se parece al futuro

Una serie es **estacionaria** cuando su media y su varianza no cambian con el tiempo. Muchos modelos clásicos lo dan por supuesto.

Para hacer estacionaria una serie:

- **Diferenciación:** modela el cambio de un periodo al siguiente.
- **Transformación logarítmica:** controla una varianza que crece con el nivel.

El test de Dickey-Fuller aumentado comprueba la estacionariedad, pero un gráfico de la media móvil suele decirte lo mismo.`,
      'Exponential smoothing': `## Los valores recientes cuentan más

El suavizado exponencial prevé con una media ponderada de los valores pasados, cuyos pesos disminuyen a medida que los valores son más antiguos.

- **Simple:** solo el nivel.
- **Holt:** nivel y tendencia.
- **Holt-Winters:** nivel, tendencia y estacionalidad.

Estos modelos son rápidos, robustos y difíciles de superar en series cortas y ruidosas. Úsalos como referencia que cualquier modelo más sofisticado debe batir.`,
    },
    questions: [
      pick('¿Qué transformación elimina una tendencia?', 'La diferenciación modela el cambio entre periodos, lo que elimina la tendencia.', 'La diferenciación', 'Ordenar los valores', 'Añadir ruido'),
      trueOrFalse('El suavizado de Holt-Winters modela la estacionalidad.', 'Holt-Winters añade un componente estacional al nivel y a la tendencia.'),
    ],
  },
  'Reinforcement Learning and Autonomous Agents': {
    lessons: {
      'Markov decision processes': `## El lenguaje del RL

Un **proceso de decisión de Markov** describe un problema en el que un agente actúa a lo largo del tiempo:

- **Estados** *s*: lo que observa el agente.
- **Acciones** *a*: lo que puede hacer.
- **Transiciones** *P(s' | s, a)*: adónde llevan las acciones.
- **Recompensas** *r*: lo que obtiene en cada paso.
- Un **descuento** γ: cuánto cuentan las recompensas futuras.

La propiedad de *Markov*: el siguiente estado depende solo del estado y la acción actuales, no del historial.`,
      'Dynamic programming': `## Resolver un mundo conocido

Cuando se conocen las transiciones y las recompensas, la programación dinámica encuentra exactamente la mejor política.

La **iteración de valores** repite la actualización de Bellman

V(s) ← max sobre a de [ r(s, a) + γ Σ P(s' | s, a) V(s') ]

hasta que los valores dejan de cambiar; la mejor acción en cada estado es entonces la que alcanza el máximo.

Necesita un modelo completo del mundo, algo que los problemas reales rara vez ofrecen: el resto del curso aprende de la experiencia.`,
      'Q-learning': `## Aprender de la experiencia

Q-learning aprende el valor *Q(s, a)* de tomar la acción *a* en el estado *s*, sin un modelo del mundo:

Q(s, a) ← Q(s, a) + α [ r + γ max Q(s', a') − Q(s, a) ]

El agente equilibra la **exploración** (probar acciones para aprender) y la **explotación** (elegir la mejor acción conocida), por ejemplo con ε-greedy: una acción al azar con probabilidad ε.

Empieza con un ε alto y redúcelo a medida que mejoran las estimaciones.`,
    },
    questions: [
      pick('¿Qué necesita la programación dinámica que Q-learning no necesita?', 'La programación dinámica necesita las transiciones y las recompensas; Q-learning aprende de la experiencia.', 'Un modelo completo de transiciones y recompensas', 'Una red neuronal', 'Un descuento de cero'),
      trueOrFalse('Con ε-greedy, el agente elige a veces una acción al azar.', 'Con probabilidad ε explora con una acción al azar.'),
    ],
  },
  'Distributed Training of Large Models': {
    lessons: {
      'Data parallelism': `## El mismo modelo, datos distintos

Cada GPU guarda una copia completa del modelo y procesa una parte distinta del lote. Tras la pasada hacia atrás, las GPU hacen un **all-reduce** de sus gradientes para que todas las copias apliquen la misma actualización.

Escala bien mientras el modelo quepa en una GPU. La comunicación crece con el tamaño del modelo: solápala con el cálculo (PyTorch DDP lo hace agrupando los gradientes en buckets).`,
      'Tensor parallelism': `## Dividir una capa

Cuando una capa no cabe en una GPU, reparte sus matrices de pesos entre varias GPU. Cada GPU calcula una parte de la multiplicación de matrices y después se combinan los resultados.

Necesita enlaces muy rápidos entre GPU (como NVLink), así que suele quedarse dentro de una sola máquina y combinarse con el paralelismo de datos entre máquinas.`,
      'Pipeline parallelism': `## Repartir las capas en etapas

Coloca capas consecutivas en GPU distintas, como en una cadena de montaje. Para que todas las GPU estén ocupadas, divide cada lote en **microlotes** que recorren las etapas uno detrás de otro.

El tiempo muerto al principio y al final de cada lote es la **burbuja del pipeline**; con más microlotes se hace más pequeña. Equilibra las etapas para que cada una tarde más o menos lo mismo.`,
    },
    questions: [
      pick('En el paralelismo de datos, ¿qué intercambian las GPU tras la pasada hacia atrás?', 'Los gradientes se combinan con all-reduce para que todas las copias del modelo apliquen la misma actualización.', 'Sus gradientes', 'Sus datos de entrenamiento', 'El código de su modelo'),
      trueOrFalse('Con más microlotes, la burbuja del pipeline es más pequeña.', 'Los microlotes mantienen ocupadas las etapas durante una mayor parte del tiempo.'),
    ],
  },
  'Quantum Machine Learning': {
    lessons: {
      'Qubits and gates': `## Otro tipo de bit

Un bit clásico vale 0 o 1. Un **cúbit** está en una *superposición* α|0⟩ + β|1⟩, donde |α|² y |β|² son las probabilidades de leer 0 o 1.

Las **puertas** modifican los cúbits: la puerta de Hadamard convierte |0⟩ en una superposición equilibrada; la puerta CNOT invierte un cúbit en función de otro, lo que crea **entrelazamiento**.

Un circuito cuántico es una secuencia de puertas, que se dibuja con líneas (cúbits) y cajas (puertas).`,
      Measurement: `## Leer el resultado

Medir un cúbit da 0 o 1 al azar, con las probabilidades que fija su estado, y la superposición se pierde.

Por eso los circuitos se ejecutan muchas veces (**shots**): los recuentos estiman las probabilidades.

Los algoritmos cuánticos se diseñan para que las respuestas correctas sean probables antes de medir; leer una superposición entera es imposible.`,
      'Superposition and entanglement': `## De dónde podría venir la potencia

Con *n* cúbits, un estado tiene 2ⁿ amplitudes, así que los circuitos trabajan en un espacio que crece de forma exponencial.

Los cúbits **entrelazados** dan resultados de medida correlacionados que ninguna descripción clásica de bits separados puede reproducir.

Si esto supone una ventaja para el machine learning es una pregunta de investigación abierta; con el hardware ruidoso actual, la mayoría de los resultados proceden de experimentos pequeños e híbridos.`,
    },
    questions: [
      pick('¿Por qué se ejecutan muchas veces los circuitos cuánticos?', 'Cada medida da un único resultado al azar; los recuentos estiman las probabilidades.', 'Cada medida da un único resultado al azar', 'Para calentar el hardware', 'Para guardar más datos'),
      trueOrFalse('Medir un cúbit conserva su superposición.', 'La medida da 0 o 1 y la superposición se pierde.'),
    ],
  },
};
