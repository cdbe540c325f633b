package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "dH3LgnuyfyNnCzzzN7CwW7vshIsyvYBLBe7SIghFH7WU7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
