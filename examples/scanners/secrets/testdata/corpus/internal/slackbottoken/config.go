package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"slack_bot_token": "xoxb-598280246499-1852714054334-TWiygVNGMiTNA52NpopNrdYn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
