/**
 * Job-post wording that retext-equality does not know (checked against 7.1.0). Its word lists are
 * about slurs and labels ("crippled", "able-bodied"); the way job posts most often turn disabled
 * people away is a requirement written as a body or a state of health ("must be able to stand",
 * "in good health"). Keep this list short: each rule should be common in job posts, and rarely
 * match anything else. `$1` in a suggestion is the pattern's first group.
 */
export type WordingRule = { id: string; pattern: RegExp; message: string; suggestions: string[] };

export const JOB_WORDING_RULES: readonly WordingRule[] = [
  {
    id: 'body-ability',
    // The requirement, and up to eight more words of its clause ("… stand for long periods").
    pattern: /\b(?:(?:must|should|need to|needs to|have to|required to)\s+be\s+able\s+to|(?:the\s+)?ability\s+to)\s+(?:stand|sit|walk|lift|carry|climb|kneel|bend|stoop|drive|see|hear|speak|talk|type|run)\b(?:[ \t]+[^\s.,;:!?]+){0,8}/gi,
    message:
      'This names what a body or a sense must do rather than the work. People who do the task another way, or with an adjustment, may think they cannot apply.',
    suggestions: [
      'Describe the task and how often it happens, for example “moves boxes of up to 10 kg a few times a day”',
      'Say whether it is essential to the job',
      'Say that adjustments are available',
    ],
  },
  {
    id: 'physically-fit',
    pattern: /\b(?:physically\s+fit|physical\s+fitness|fit\s+and\s+healthy|healthy\s+and\s+fit)\b/gi,
    message: 'Fitness is rarely the work itself. It can turn away disabled people and people with long-term conditions who could do the job.',
    suggestions: ['Describe the physical tasks, how often they happen and whether they are essential'],
  },
  {
    id: 'good-health',
    pattern: /\b(?:in\s+(?:good|excellent|perfect)\s+(?:physical\s+|mental\s+)?health|healthy\s+(?:applicants|candidates|individuals|people|persons?|workers|employees))\b/gi,
    message: 'Health is not a job skill. Asking for good health turns away people with disabilities or long-term conditions, and in many places it is unlawful.',
    suggestions: ['Describe the tasks of the job instead', 'Leave it out'],
  },
  {
    id: 'no-disabilities',
    pattern:
      /\b(?:no|(?<!\bwith\s+(?:and|or)\s+)without(?:\s+any)?|free\s+(?:of|from)(?:\s+any)?)\s+(?:disabilities|disability|handicaps?|impairments?|medical\s+conditions|health\s+(?:problems|issues|conditions))\b/gi,
    message: 'This shuts out disabled people. Turning someone down because of a disability is discrimination in many places.',
    suggestions: ['Leave it out', 'Describe the tasks of the job, and say that adjustments are available'],
  },
  {
    id: 'able-bodied',
    // retext-equality knows "able-bodied" and "ablebodied", not the two words.
    pattern: /\bable\s+bodied\b/gi,
    message: 'Can suggest that disabled people cannot use their bodies well.',
    suggestions: ['non-disabled'],
  },
  {
    id: 'wheelchair-bound',
    // retext-equality knows "wheelchair bound", not the hyphenated word.
    pattern: /\bwheelchair-bound\b/gi,
    message: 'A wheelchair gives people freedom to move; it does not hold them down.',
    suggestions: ['uses a wheelchair', 'wheelchair user'],
  },
  {
    id: 'normal-people',
    pattern: /\bnormal\s+(?:people|persons?|applicants|candidates|workers|employees|individuals)\b/gi,
    message: 'Calling non-disabled people “normal” suggests that disabled people are not.',
    suggestions: ['non-disabled people', 'Describe the skill you need'],
  },
  {
    id: 'suffers-from',
    pattern: /\b(?:suffers?|suffering)\s+from\s+((?:an?\s+)?(?:epilepsy|autism|dyslexia|deafness|blindness|cerebral\s+palsy|depression|anxiety|mental\s+illness|chronic\s+(?:pain|illness)))\b/gi,
    message: '“Suffers from” assumes that a condition means suffering. Many people live well with it.',
    suggestions: ['has $1', 'lives with $1'],
  },
  {
    id: 'perfect-senses',
    pattern: /\b(?:perfect|20\/20|normal|excellent)\s+(?:vision|eyesight|hearing)\b/gi,
    message: 'Few jobs need perfect eyesight or hearing. Many people do the same work with glasses, screen magnifiers, hearing aids or captions.',
    suggestions: ['Describe what must be seen or heard, and whether it is essential'],
  },
  {
    id: 'driving-licence',
    pattern: /\b(?:(?:valid|current|clean|full)\s+)?(?:driver[’']?s[’']?|driving)\s+licen[cs]e\b/gi,
    message: 'Many disabled people cannot drive. If driving is not part of the work, asking for a licence turns them away for no reason.',
    suggestions: ['If driving is part of the job, say so and how often', 'If it is about getting to work, say “a reliable way to get to work”'],
  },
];
