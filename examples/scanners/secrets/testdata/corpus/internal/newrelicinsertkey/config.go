package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"newrelic_insert_key": "NRII-2uQPpwcg3QN54TXaL2Ms2CSAiCQ_oWZ_",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
