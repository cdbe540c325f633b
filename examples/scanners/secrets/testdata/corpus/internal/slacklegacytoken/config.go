package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"slack_legacy_token": "xoxs-108380-19768786-847180-a58f751E5E668a1Bf89d0aF62aDd0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
