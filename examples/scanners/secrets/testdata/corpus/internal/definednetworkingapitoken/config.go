package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-v63w2tw7jtryiogkavlm9i88nf-e7sotpkqnl5d39xj0e6x7ujy028z38spsp8bfw37tchrala3yqos",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
