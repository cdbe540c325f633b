package fake

import (
	"regexp"
	"regexp/syntax"
	"sort"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

// maxRandomRejected is the share of a rule's real secrets that its own
// checks may throw away: a random string of the rule's format that fails
// its entropy threshold or is taken for a placeholder. A threshold is
// there to drop placeholders and words, and a real key is a random string
// of its format, so a threshold that rejects more than this loses real
// keys.
const maxRandomRejected = 0.005

// TestThresholdsKeepRandomSecrets draws random secrets from every pattern
// rule of the default pack (its own character classes and lengths, as the
// provider generates them) and fails for a rule whose entropy threshold or
// placeholder check rejects more than maxRandomRejected of them. A short
// hexadecimal key is the usual victim: 12 random hexadecimal characters
// reach 3.0 bits per byte only about half the time.
func TestThresholdsKeepRandomSecrets(t *testing.T) {
	draws := 4000
	if testing.Short() {
		draws = 1000 // enough for the 0.5 % bound at a fixed seed; -race makes each draw dear
	}
	g := New(27)
	type miss struct {
		id      string
		share   float64
		example string
	}
	var misses []miss
	for _, r := range detector.Rules() {
		if r.Pattern == "" || r.Matcher != "" || r.Validator != "" {
			continue // built-in matchers and validated formats have hand-written generators
		}
		re := regexp.MustCompile(r.Pattern)
		parsed, err := syntax.Parse(r.Pattern, syntax.Perl)
		if err != nil {
			t.Fatalf("%s: %v", r.ID, err)
		}
		var b strings.Builder
		drawn, rejected, example := 0, 0, ""
		for range draws {
			b.Reset()
			if err := g.generate(&b, parsed); err != nil {
				t.Fatalf("%s: %v", r.ID, err)
			}
			m := re.FindStringSubmatch(b.String())
			if m == nil {
				continue // a negated class drew what the pattern's context refuses
			}
			drawn++
			secret := []byte(m[r.SecretGroup()])
			if detector.IsPlaceholder(secret) || detector.Entropy(secret) < r.MinEntropy {
				rejected++
				if example == "" {
					example = string(secret)
				}
			}
		}
		if drawn < draws/2 {
			t.Errorf("%s: only %d of %d strings generated from the pattern match it", r.ID, drawn, draws)
			continue
		}
		if share := float64(rejected) / float64(drawn); share > maxRandomRejected {
			misses = append(misses, miss{r.ID, share, example})
		}
	}
	sort.Slice(misses, func(i, j int) bool { return misses[i].share > misses[j].share })
	for _, m := range misses {
		t.Errorf("%s rejects %.1f%% of random secrets of its own format, e.g. %q (entropy %.2f)",
			m.id, 100*m.share, m.example, detector.Entropy([]byte(m.example)))
	}
}
