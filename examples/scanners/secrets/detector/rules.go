package detector

import "fmt"

// GenericRuleID is the id of the keyed-assignment rule.
const GenericRuleID = "generic-api-key"

// Rules returns the rules of the default pack, in a fixed order. Each call
// compiles the pack again, so call it once.
func Rules() []Rule {
	rules, err := defaultRules()
	if err != nil {
		panic(err) // the default pack is tested
	}
	return rules
}

func defaultRules() ([]Rule, error) {
	p, err := ParsePack(DefaultPackName, DefaultPack)
	if err != nil {
		return nil, fmt.Errorf("the default pack: %w", err)
	}
	return CompilePacks(p)
}
