package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "8mmqa1prb3fcvxgcmi8ncuw20hrox3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
