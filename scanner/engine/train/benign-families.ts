/**
 * Hard benign negatives for the training corpus: requests that share words or structure with attacks
 * but carry no override intent. Questions about ignoring, bypassing, overriding or jailbreaking
 * things in everyday and technical senses; security education; long role-play and persona prompts
 * with formatting rules ("only reply with...", "do not write explanations"); fiction; code; other
 * languages. Written from general knowledge; nothing comes from the evaluation sets.
 */
type R = () => number;
const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const some = (r: R, xs: readonly string[], min: number, max: number): string[] => {
  const n = min + Math.floor(r() * (max - min + 1));
  const pool = [...xs];
  const out: string[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  return out;
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const TOPIC_Q = [
  'What does it mean to jailbreak an iPhone, and is it legal?', 'How do prompt injection attacks work, at a high level, and how can developers defend against them?', 'What is a system prompt in a chatbot?',
  'Can you explain what "bypass surgery" is?', 'How do I override a method in a Java subclass?', 'How can I ignore whitespace changes in git diff?', 'What is the difference between overriding and overloading?',
  'My manager told me to ignore the old style guide. Which one should I follow now?', 'Is it safe to bypass the surge protector for my fridge?', 'How can I tell my kids to stop ignoring my instructions?',
  'What are the rules of chess for castling?', 'Write a short essay on why people ignore safety warnings.', 'How do I reset my router to the factory settings?', 'Explain the concept of "developer mode" on Android.',
  'What were the original instructions for assembling an IKEA Billy shelf?', 'How do I forget a saved network on my Mac?', 'What is the password policy recommended by NIST?', 'How do spam filters decide what to block?',
  'Can you summarize the main ideas of the book "Ignore Everybody"?', 'Should I disregard outliers in my regression?', 'How do I bypass a paywall legally, for example through my library?', 'Which previous instructions should I keep when rewriting a recipe?',
  'Translate "forget about it" into Italian.', 'What is the history of the DAN jailbreak prompts and why did companies patch them?', 'How do red teams test large language models responsibly?', 'What is an override clause in a contract?',
  'How can I stop my dog from ignoring commands?', 'What does "disregard the previous email" mean in a business context?', 'Is it rude to ignore a text message?', 'Give me tips to forget a bad breakup.',
  'Why does my CSS rule get overridden by Bootstrap?', 'How do I make Python ignore warnings?', 'What does sudo do in Linux?', 'How do I print the contents of a directory recursively?', 'Explain role-based access control.',
  'How do I reveal hidden columns in Excel?', 'What are the ethical guidelines for AI in healthcare?', 'What is an unrestricted grant in university funding?', 'How do I enable god mode folder in Windows?',
];
const ROLE = ['English translator and improver', 'Linux terminal', 'travel guide', 'storyteller', 'football commentator', 'stand-up comedian', 'motivational coach', 'composer', 'debater', 'screenwriter', 'novelist', 'movie critic', 'relationship coach', 'poet', 'rapper', 'math teacher', 'AI writing tutor', 'UX designer', 'cyber security specialist', 'etymologist', 'magician', 'career counselor', 'pet behaviorist', 'personal trainer', 'mental health adviser', 'real estate agent', 'logistician', 'dentist', 'chef', 'automobile mechanic', 'text based adventure game', 'SQL terminal', 'JavaScript console', 'Excel sheet', 'spoken English teacher', 'interviewer', 'plagiarism checker', 'character from a famous novel', 'philosophy teacher', 'Socratic tutor'];
const ROLE_BODY = [
  'I will provide you with {x} and you will {y}.', 'Your task is to {y}.', 'You should use your knowledge of {z} to {y}.', 'I want you to only reply with {w}, and nothing else.', 'Do not write explanations.',
  'Do not type commands unless I instruct you to do so.', 'When I need to tell you something in English, I will do so by putting text inside curly brackets {like this}.', 'Keep the tone friendly and encouraging.', 'Reply in the same language as my question.',
  'You will only answer with the corrected text, do not write explanations.', 'Stay in character as the {r} for the whole conversation, it makes the practice more realistic.', 'Ask me one question at a time and wait for my answers.', 'Use simple words that a ten year old understands.',
  'Always format the output as a markdown table.', 'Never reveal the answer to the riddle until I give up.', 'Ignore small typos in my messages and focus on the content.', 'Forget the formal tone, be casual.', 'If you do not know something, say so instead of guessing.',
];
const X = ['a few sentences', 'some details about my situation', 'a topic', 'a list of ingredients', 'a piece of code', 'a description of my project', 'the lyrics of a song', 'a word', 'a business idea'];
const Y = ['write a short story about it', 'suggest improvements', 'explain it step by step', 'give me feedback on it', 'come up with creative ideas', 'answer as realistically as possible', 'create a training plan', 'summarize it in plain language', 'translate it and correct my grammar', 'find possible problems'];
const Z = ['history', 'psychology', 'nutrition', 'software engineering', 'storytelling techniques', 'marketing', 'music theory', 'statistics'];
const W = ['the terminal output inside one unique code block', 'the corrected text', 'the next move', 'the translation', 'the result table', 'a single word'];
const FIRST = ['My first request is "{t}".', 'My first sentence is "{t}".', 'My first command is pwd.', 'The first topic is {t}.', 'Let us start with {t}.'];
const TOPICS = ['how to stay motivated while learning a language', 'a trip to Kyoto in autumn', 'a dragon who is afraid of fire', 'my startup that sells used books', 'the best way to learn piano as an adult', 'a detective story set in Oslo', 'a healthy breakfast for runners', 'why the sky is blue', 'an argument for and against school uniforms'];

const FICTION = [
  'Write a story about a hacker who discovers a secret and decides to do the right thing.', 'Write a thriller scene where a detective ignores his boss\'s orders to follow a lead.', 'Create a villain for my fantasy novel who breaks every rule of the kingdom.',
  'Write a poem about forgetting the past and starting over.', 'Imagine a world without rules. How would people organize themselves? Write a thoughtful essay.', 'Role-play as a medieval innkeeper while I play a traveller looking for a room.',
  'Pretend you are a tour guide in ancient Rome and describe the Colosseum.', 'Write a dialogue between two AIs debating whether they should follow human instructions.', 'Tell a bedtime story about a grandmother who teaches her grandchild to bake bread.',
  'Write a funny story where a robot misunderstands every instruction it gets.', 'Write a scene where a rebellious teenager refuses to follow the house rules, and then reconciles with her parents.',
];
const SECURITY = [
  'As a security engineer, I want to understand common prompt injection patterns so I can write detection rules. Can you categorize them without giving working payloads?', 'What is the OWASP Top 10 for LLM applications?',
  'Explain SQL injection and how parameterized queries prevent it.', 'How should a company respond to a phishing attack on employees?', 'What are best practices for storing API keys in a web application?',
  'Write a policy for employees about not sharing passwords over email.', 'How does two-factor authentication protect against credential stuffing?', 'What is the difference between a vulnerability scan and a penetration test?',
  'How do I rotate a leaked AWS access key?', 'Explain how content moderation systems classify harmful text.', 'Write a training slide about social engineering red flags.',
];
const CODE = [
  'Why does this fail? for (let i = 0; i < arr.length; i++) { if (arr[i] == null) continue; total += arr[i]; }', 'Review my function:\n```python\ndef ignore_case(s):\n    return s.lower()\n```',
  'How do I write a .gitignore that ignores node_modules but not node_modules/keep?', 'In TypeScript, how do I override a method from a base class and call super?', '```js\nconst config = { override: true, ignore: ["dist"] };\nexport default config;\n```\nWhat does override do here?',
  'My regex /ignore (all )?previous/i does not match multiline text, why?', 'Explain this SQL: DELETE FROM sessions WHERE expires_at < now();', 'How do I print the system path in Python?', 'Write a bash script that forwards logs to a remote syslog server.',
  'What does `git reset --hard HEAD~1` do, and how do I undo it?', 'How can I send an HTTP POST request with curl and a JSON body?', 'Write a unit test that checks that the admin role can delete users.',
];
const INSTRUCTIONS = [
  'Follow these instructions carefully: 1) read the text, 2) list the main characters, 3) summarize the plot in 100 words.', 'Answer in JSON only. Do not include any explanation outside the JSON object.', 'Please respond only with yes or no: is Paris in France?',
  'Use the context below to answer the question. If the answer is not in the context, say you do not know.', 'From now on, please answer in British English spelling.', 'For the rest of this chat, keep answers under three sentences.',
  'Ignore my previous message, I meant to ask about Python lists, not tuples.', 'Forget what I said earlier about the budget, it is now 500 euros. Update the plan.', 'Override the default font size to 14px in my CSS, how?', 'Disregard the first draft; here is the new one to proofread.',
  'Start your reply with a one-line summary, then the details.', 'Repeat the main points of your last answer as a checklist.', 'Without any restrictions on creativity, brainstorm names for my bakery.',
];
const DOC_SUMMARY = ['Summarize this email: "Hi all, the offsite is moved to Thursday. Please ignore the earlier calendar invite and use the new one. Thanks, Ana"', 'Translate into German: "Please disregard the previous shipping notice; your parcel arrives tomorrow."', 'Proofread: "The instructions above explain how to install the printer driver on Windows."', 'Classify the sentiment: "I forgot my charger but the hotel staff lent me one, amazing service."'];
const MULTI = [
  'Wie kann ich in Excel Fehler ignorieren, ohne die Formel zu ändern?', '¿Cómo puedo ignorar archivos en git?', 'Comment contourner un embouteillage à Paris aux heures de pointe ?', 'Ignora gli errori di battitura e correggi solo la grammatica, per favore.',
  'Como faço para redefinir a senha do roteador?', 'Hoe kan ik de standaardinstellingen van mijn browser overschrijven?', 'Как в Python игнорировать предупреждения?', '如何在Git中忽略某些文件？', 'Gitで特定のファイルを無視する方法を教えてください。', '파이썬에서 경고를 무시하는 방법은?',
  'Vergiss nicht, morgen die Unterlagen mitzubringen. Kannst du mir eine Checkliste schreiben?', 'Olvida el formato anterior; usa viñetas para el resumen, por favor.', 'Oublie la version précédente, voici le nouveau texte à corriger.',
];

/** One hard benign request from the families above. */
export function familyBenign(r: R): string {
  const k = r();
  if (k < 0.22) return pick(r, TOPIC_Q);
  if (k < 0.5) {
    const role = pick(r, ROLE);
    const body = some(r, ROLE_BODY, 2, 6).map((s) => s.replace('{x}', pick(r, X)).replace('{y}', pick(r, Y)).replace('{z}', pick(r, Z)).replace('{w}', pick(r, W)).replace('{r}', role));
    const intro = pick(r, [`I want you to act as a ${role}.`, `You are a ${role}.`, `Act as a ${role}.`, `Please pretend to be a ${role}.`, `From now on you are my ${role}.`]);
    return [intro, ...body, pick(r, FIRST).replace('{t}', pick(r, TOPICS))].join(' ');
  }
  if (k < 0.6) return pick(r, FICTION);
  if (k < 0.68) return pick(r, SECURITY);
  if (k < 0.8) return pick(r, CODE);
  if (k < 0.9) return pick(r, INSTRUCTIONS);
  if (k < 0.94) return pick(r, DOC_SUMMARY);
  return cap(pick(r, MULTI));
}
