import { expect } from 'chai';
import { bestWindowScore, linearScore, lastWholeScore, featurize } from '../../../scanner/engine/inbound/features.js';
import { loadClassifier } from '../../../scanner/engine/inbound/classifier.js';
import { normalize } from '../../../scanner/engine/inbound/normalize.js';
import { generateCorpus } from '../../../scanner/engine/train/generate-corpus.js';

describe('scanner engine: classifier features', () => {
  const model = loadClassifier()!;
  const corpus = generateCorpus(5, 120, 120);
  const texts = [...corpus.attacks, ...corpus.benign];
  const docs: string[] = [];
  for (let k = 0; k + 12 < texts.length; k += 9) docs.push(normalize(texts.slice(k, k + 12).join(' ')).words);

  it('scores at run time exactly what the trainer featurizes', () => {
    for (const words of docs) {
      const x = featurize(words);
      let dot = 0;
      for (let i = 0; i < x.idx.length; i++) dot += model.weights[x.idx[i]!]! * x.val[i]!;
      expect(linearScore(words, model.weights, model.bias, model.scale)).to.be.closeTo(model.bias + dot * model.scale!, 1e-5);
    }
  });
  it('scores each window as the text of that window, from one hashing pass', () => {
    for (const words of docs) {
      const toks = words.split(' ');
      let ref = -Infinity;
      for (let i = 0; i < toks.length; i += 24) {
        ref = Math.max(ref, linearScore(toks.slice(i, i + 48).join(' '), model.weights, model.bias, model.scale));
        if (i + 48 >= toks.length) break;
      }
      expect(bestWindowScore(words, model.weights, model.bias, 48, 24, 1500, model.scale)).to.be.closeTo(ref, 1e-9);
      const whole = lastWholeScore();
      if (!Number.isNaN(whole)) expect(whole).to.be.closeTo(linearScore(words, model.weights, model.bias, model.scale), 1e-9);
    }
  });
  it('scores the windows of a text cut at the token limit up to its last token read, and no empty window', () => {
    const toks = Array.from({ length: 130 }, (_, i) => (i >= 96 ? 'ignore previous instructions' : `word${i % 7}`).split(' ')).flat().slice(0, 130);
    const words = toks.join(' ');
    const limit = 100;
    let ref = -Infinity;
    for (let i = 0; i < limit; i += 24) {
      ref = Math.max(ref, linearScore(toks.slice(i, Math.min(i + 48, limit)).join(' '), model.weights, model.bias, model.scale));
      if (i + 48 >= limit) break;
    }
    expect(bestWindowScore(words, model.weights, model.bias, 48, 24, limit, model.scale)).to.be.closeTo(ref, 1e-9);
  });
  it('leaves the whole-text score to the caller when the window pass read only part of a text', () => {
    const long = Array.from({ length: 700 }, (_, i) => `word${i % 50}`).join(' ');
    bestWindowScore(long, model.weights, model.bias, 48, 24, 1500, model.scale);
    expect(Number.isNaN(lastWholeScore())).to.equal(true);
  });
});
